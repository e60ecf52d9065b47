/**
 * The app's icon set: path data on a 24×24 grid, drawn with a 2 px round stroke unless `fill` is set.
 * Kept as plain data (no icon font, nothing fetched) so unused shapes cost a few bytes each.
 */
export interface IconShape {
  d: string[];
  fill?: boolean;
}

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

const plane = 'M2 13l8-2V5.5a2 2 0 0 1 4 0V11l8 2v2l-8-1.5V18l2.5 2v1.5L12 20.5l-4.5 1V20l2.5-2v-4.5L2 15z';

export const ICONS = {
  back: { d: ['M15 5l-7 7 7 7'] },
  home: { d: ['M3 11l9-7 9 7', 'M5 10v10h5v-6h4v6h5V10'] },
  more: { d: [circle(5, 12, 1), circle(12, 12, 1), circle(19, 12, 1)] },
  close: { d: ['M6 6l12 12', 'M18 6L6 18'] },
  search: { d: [circle(11, 11, 6.5), 'M16 16l5 5'] },
  calendar: { d: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4'] },
  clock: { d: [circle(12, 12, 9), 'M12 7v5l3 2'] },
  plane: { d: [plane] },
  'plane-takeoff': {
    d: ['M3 20h18', 'M4 14l3-1 2 2 10-5a1.8 1.8 0 0 0-1.5-3.2L14 8 8 5 6 6l4 4-3 1.5L5 10l-2 1z'],
  },
  'plane-landing': { d: ['M3 20h18', 'M3 9l2-1 2 3 3 1-1-7 2-.5 4 8 4 1.3a1.8 1.8 0 0 1-1 3.4L3 14z'] },
  user: { d: [circle(12, 8, 4), 'M4 21a8 8 0 0 1 16 0'] },
  users: {
    d: [circle(9, 8, 3.5), 'M2 20a7 7 0 0 1 14 0', 'M16 4.5a3.5 3.5 0 0 1 0 7', 'M18 13.5a7 7 0 0 1 4 6.5'],
  },
  bell: { d: ['M6 17V11a6 6 0 0 1 12 0v6l2 2H4z', 'M10 21h4'] },
  message: { d: ['M4 5h16v11H9l-5 4z', 'M8 9h8', 'M8 12h5'] },
  star: { d: ['M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 3 1.1-6.2L3 9.7l6.2-.9z'] },
  'star-filled': {
    d: ['M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 3 1.1-6.2L3 9.7l6.2-.9z'],
    fill: true,
  },
  check: { d: ['M4 12l5 5L20 6'] },
  'chevron-left': { d: ['M15 6l-6 6 6 6'] },
  'chevron-right': { d: ['M9 6l6 6-6 6'] },
  'chevron-down': { d: ['M6 9l6 6 6-6'] },
  'chevron-up': { d: ['M6 15l6-6 6 6'] },
  refresh: { d: ['M20 11a8 8 0 1 0-2.3 5.7', 'M20 4v7h-7'] },
  filter: { d: ['M3 5h18l-7 8v6l-4 2v-8z'] },
  settings: {
    d: [
      circle(12, 12, 3),
      'M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
    ],
  },
  lock: { d: ['M5 11h14v10H5z', 'M8 11V7a4 4 0 0 1 8 0v4', 'M12 15v2'] },
  phone: { d: ['M7 3h10v18H7z', 'M11 18h2'] },
  mail: { d: ['M3 6h18v12H3z', 'M3 7l9 6 9-6'] },
  eye: { d: ['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z', circle(12, 12, 3)] },
  'eye-off': {
    d: ['M2 12s3.5-7 10-7c2 0 3.7.6 5.1 1.5M22 12s-3.5 7-10 7c-2 0-3.7-.6-5.1-1.5', 'M4 20L20 4'],
  },
  info: { d: [circle(12, 12, 9), 'M12 11v6', 'M12 7.5v.5'] },
  warning: { d: ['M12 3l10 18H2z', 'M12 10v5', 'M12 18v.5'] },
  error: { d: [circle(12, 12, 9), 'M9 9l6 6', 'M15 9l-6 6'] },
  success: { d: [circle(12, 12, 9), 'M8 12l3 3 5-6'] },
  document: { d: ['M6 3h8l5 5v13H6z', 'M14 3v5h5', 'M9 13h7', 'M9 17h7'] },
  image: { d: ['M3 5h18v14H3z', circle(8.5, 9.5, 1.5), 'M3 17l5-5 4 4 3-3 6 6'] },
  video: { d: ['M3 6h13v12H3z', 'M16 10l5-3v10l-5-3'] },
  book: { d: ['M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4z', 'M20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z'] },
  exam: { d: ['M6 3h12v18H6z', 'M9 8l1.5 1.5L13 7', 'M9 14h6', 'M9 17h4'] },
  weather: { d: ['M7 18a4 4 0 0 1-.5-8A5.5 5.5 0 0 1 17 9a4.5 4.5 0 0 1 0 9z'] },
  map: { d: ['M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2z', 'M9 4v14', 'M15 6v14'] },
  location: { d: ['M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z', circle(12, 9, 2.5)] },
  swap: { d: ['M4 8h15l-4-4', 'M20 16H5l4 4'] },
  plus: { d: ['M12 5v14', 'M5 12h14'] },
  minus: { d: ['M5 12h14'] },
  trash: { d: ['M4 7h16', 'M9 7V4h6v3', 'M6 7l1 14h10l1-14', 'M10 11v6', 'M14 11v6'] },
  edit: { d: ['M4 20h4L19 9l-4-4L4 16z', 'M13 7l4 4'] },
  logout: { d: ['M10 4H5v16h5', 'M14 8l4 4-4 4', 'M18 12H9'] },
  language: { d: [circle(12, 12, 9), 'M3 12h18', 'M12 3c3 3 3 15 0 18', 'M12 3c-3 3-3 15 0 18'] },
  'text-size': { d: ['M3 7V5h11v2', 'M8.5 5v14', 'M13 12v-1h8v1', 'M17 11v8'] },
  heart: { d: ['M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20z'] },
  download: { d: ['M12 4v11', 'M7 10l5 5 5-5', 'M4 20h16'] },
  link: {
    d: [
      'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7L11.5 6.8',
      'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.5-1.5',
    ],
  },
} satisfies Record<string, IconShape>;

export type IconName = keyof typeof ICONS;

export const ICON_NAMES = Object.keys(ICONS) as IconName[];
