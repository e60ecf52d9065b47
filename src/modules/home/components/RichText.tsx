import { useMemo, type MouseEvent } from 'react';
import { sanitizeHtml } from '@/lib/sanitizeHtml';
import styles from './RichText.module.css';

export interface RichTextProps {
  /** HTML from the server; it is sanitized here, never rendered raw. */
  html: string | null | undefined;
  /** Called with the picture's index among the content's pictures and all their sources. */
  onImageOpen?: (index: number, sources: string[]) => void;
  className?: string;
}

/** Server-provided rich text (message, announcement, article body), sanitized before it is rendered. */
export function RichText({ html, onImageOpen, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);

  const openImage = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target;
    if (!onImageOpen || !(target instanceof HTMLImageElement)) return;
    const images = Array.from(event.currentTarget.querySelectorAll('img'));
    onImageOpen(
      images.indexOf(target),
      images.map((image) => image.currentSrc || image.src),
    );
  };

  return (
    <div
      className={[styles.richText, className].filter(Boolean).join(' ')}
      onClick={openImage}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
