export { Icon, DEFAULT_ICON_SIZE, isValidIconSize } from './Icon';
export type { IconProps, IconFlip } from './Icon';
export { ICONS, ICON_NAMES } from './icons';
export type { IconName } from './icons';
