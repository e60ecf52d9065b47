import { redirect, type LoaderFunction } from 'react-router-dom';
import { i18n } from '@/i18n';
import { isPilot, useSessionStore } from '@/stores/session';
import { showToast } from '@/stores/feedback';
import { paths } from '@/lib/paths';

/** Cabin-crew-only screens (VIP guests, special service, rank and security messages): pilots go back to prepare. */
export const requireCabin: LoaderFunction = () => {
  if (isPilot(useSessionStore.getState().auth)) {
    showToast(i18n.t('cabinOnly'));
    throw redirect(paths.prepare.entry);
  }
  return null;
};

/** §2: going to /prepare sends pilots (F) to /prepare/task and others to /prepare/status. */
export const prepareEntry: LoaderFunction = () => {
  throw redirect(isPilot(useSessionStore.getState().auth) ? paths.prepare.task : paths.prepare.status);
};
