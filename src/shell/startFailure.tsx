import { createRoot } from 'react-dom/client';
import { i18n, initI18n } from '@/i18n';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '@/lib/storage';
import styles from './RouteError.module.css';

/**
 * A start that could not finish: most often a file it loads on the way (the kept answers' code, the
 * built-in backend) did not arrive because the connection dropped under it. Without this, index.html's
 * boot frame would stay for good. The browser remembers a failed module import for the page's life, so
 * only a reload asks for the file again: the first failure of a tab reloads at once; a second one says
 * so, in the user's language, with a reload button (not a loop of reloads). Its words are the shell's
 * own (a network failure), which the start-up bundle holds already.
 */
export function startFailed(error: unknown): void {
  if (readJson<boolean>('session', STORAGE_KEYS.startReloaded) !== true) {
    writeJson('session', STORAGE_KEYS.startReloaded, true);
    // Where storage keeps nothing (private mode, full), nothing would stop a loop of reloads: the message.
    if (readJson<boolean>('session', STORAGE_KEYS.startReloaded) === true) {
      window.location.reload();
      return;
    }
  }
  console.error('Start failed:', error);
  // Set up here too: the start may have failed before it set i18next up (initI18n runs once).
  const t = initI18n().getFixedT(i18n.language);
  const root = document.getElementById('root')!;
  root.replaceChildren();
  createRoot(root).render(
    <main>
      <div className={styles.box} role="alert">
        <p className={styles.title}>{t('boundary.title')}</p>
        <p>{t('error.network')}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => window.location.reload()}>
            {t('boundary.reload')}
          </button>
        </div>
      </div>
    </main>,
  );
}

/** The start went through: a later failed start of this tab reloads once again. */
export function startSucceeded(): void {
  removeKey('session', STORAGE_KEYS.startReloaded);
}
