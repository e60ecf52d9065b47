import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeUrl } from '@/lib/safeUrl';
import { Icon } from '../Icon';
import './i18n';
import type { PDFDocumentProxy } from './pdf';
import styles from './DocumentViewer.module.css';

export interface ViewedDocument {
  title: string;
  url: string;
}

const ZOOMS = [1, 1.5, 2, 3] as const;

/**
 * A PDF inside the app: the pages drawn by pdf.js (loaded on first use) to fit the phone's width, with
 * zoom steps and a download link that always works, also when the file cannot be drawn. An address that
 * fails the check (lib/safeUrl) is neither fetched nor linked: the viewer says it is not available.
 */
export function DocumentViewer({ doc, onClose }: { doc: ViewedDocument; onClose: () => void }) {
  const { t } = useTranslation('documentViewer');
  const [zoom, setZoom] = useState<(typeof ZOOMS)[number]>(1);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  /** The loaded file as a blob address: the download offers what is shown, with no second request. */
  const [saved, setSaved] = useState<string | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const url = safeUrl(doc.url);

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    setPdf(null);
    setFailed(false);
    setSaved(null);
    if (!url) return;
    // The download offers the bytes shown: a file the backend writes when asked may be nowhere else
    // (a download bypasses the built-in backend's worker). Without them the link keeps the address.
    const keep = async (document: PDFDocumentProxy) => {
      try {
        const data = await document.getData();
        if (!cancelled)
          setSaved(URL.createObjectURL(new Blob([new Uint8Array(data)], { type: 'application/pdf' })));
      } catch {
        // The address stays the link.
      }
    };
    import('./pdf')
      .then(({ openDocument }) => openDocument(url).promise)
      .then((document) => {
        loaded = document;
        if (cancelled) return void document.destroy();
        setPdf(document);
        void keep(document);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (loaded) void loaded.destroy();
    };
  }, [url]);
  useEffect(() => () => void (saved && URL.revokeObjectURL(saved)), [saved]);

  const index = ZOOMS.indexOf(zoom);
  return (
    <div className={styles.viewer} role="dialog" aria-modal="true" aria-label={doc.title}>
      <div className={styles.bar}>
        <button
          ref={closeRef}
          type="button"
          className={styles.tool}
          onClick={onClose}
          aria-label={t('close')}
        >
          <Icon name="close" size={40} />
        </button>
        <h2 className={styles.title}>{doc.title}</h2>
        {url && (
          <a
            className={styles.tool}
            href={saved ?? url}
            download={`${doc.title}.pdf`}
            target="_blank"
            rel="noreferrer"
            aria-label={t('download')}
          >
            <Icon name="download" size={40} />
          </a>
        )}
      </div>
      <div className={styles.zoom}>
        <button
          type="button"
          className={styles.tool}
          disabled={index <= 0}
          onClick={() => setZoom(ZOOMS[Math.max(0, index - 1)]!)}
          aria-label={t('zoomOut')}
        >
          <Icon name="minus" size={36} />
        </button>
        <span aria-live="polite">{Math.round(zoom * 100)}%</span>
        <button
          type="button"
          className={styles.tool}
          disabled={index >= ZOOMS.length - 1}
          onClick={() => setZoom(ZOOMS[Math.min(ZOOMS.length - 1, index + 1)]!)}
          aria-label={t('zoomIn')}
        >
          <Icon name="plus" size={36} />
        </button>
        {pdf && <span className={styles.pages}>{t('pages', { count: pdf.numPages })}</span>}
      </div>
      <div className={styles.body}>
        {!url ? (
          <p className={styles.message} role="alert">
            {t('linkUnavailable', { ns: 'common' })}
          </p>
        ) : failed ? (
          <div className={styles.message} role="alert">
            <p>{t('failed')}</p>
            <a href={url} target="_blank" rel="noreferrer">
              {t('openInBrowser')}
            </a>
          </div>
        ) : !pdf ? (
          <p className={styles.message} role="status">
            {t('loading')}
          </p>
        ) : (
          Array.from({ length: pdf.numPages }, (_, i) => (
            <PdfPage key={i} pdf={pdf} number={i + 1} zoom={zoom} label={t('page', { number: i + 1 })} />
          ))
        )}
      </div>
    </div>
  );
}

function PdfPage({
  pdf,
  number,
  zoom,
  label,
}: {
  pdf: PDFDocumentProxy;
  number: number;
  zoom: number;
  label: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let task: { cancel: () => void } | null = null;
    void pdf.getPage(number).then((page) => {
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const width = ((canvas.parentElement?.clientWidth ?? 376) - 16) * zoom;
      const base = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width / base.width) * ratio });
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      canvas.style.width = `${viewport.width / ratio}px`;
      canvas.style.height = `${viewport.height / ratio}px`;
      const render = page.render({ canvas, viewport });
      task = render;
      render.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, number, zoom]);
  return <canvas ref={canvasRef} className={styles.page} role="img" aria-label={label} />;
}
