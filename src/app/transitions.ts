import { isModuleHome, moduleOf } from '@/lib/paths';

/** How a screen change is animated (§2, §4). */
export type PageTransition = 'forward' | 'back' | 'none' | 'home-switch';

export interface NavigationStep {
  /** react-router's navigation type. */
  type: 'POP' | 'PUSH' | 'REPLACE';
  fromPath: string;
  toPath: string;
  /** History indexes (react-router keeps one in history.state.idx); a POP to a lower one is "back". */
  fromIndex: number | null;
  toIndex: number | null;
}

/** The flags of §4: isBack (the move goes back in history) and isHome (it lands on a module home). */
export function navigationFlags(step: NavigationStep): { isBack: boolean; isHome: boolean } {
  const isBack =
    step.type === 'POP' && step.fromIndex !== null && step.toIndex !== null
      ? step.toIndex < step.fromIndex
      : false;
  return { isBack, isHome: isModuleHome(step.toPath) };
}

/**
 * Forward slides in from the right, back from the left; returning (back) to a module home has no
 * animation; moving to another module's home not by back is the home-switch animation.
 */
export function transitionFor(step: NavigationStep): PageTransition {
  if (step.fromPath === step.toPath && step.type !== 'PUSH') return 'none';
  const { isBack, isHome } = navigationFlags(step);
  if (isBack) return isHome ? 'none' : 'back';
  if (step.type === 'REPLACE') return 'none';
  if (isHome) return moduleOf(step.toPath) !== moduleOf(step.fromPath) ? 'home-switch' : 'none';
  return 'forward'; // a push, or the browser's forward button
}
