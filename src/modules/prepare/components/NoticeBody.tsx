import styles from './flow.module.css';

/** A notice's text as the backend sends it: plain paragraphs separated by line breaks. */
export function NoticeBody({ text }: { text: string }) {
  return (
    <div className={styles.body}>
      {text
        .split('\n')
        .filter((line) => line.trim())
        .map((line, i) => (
          <p key={i}>{line}</p>
        ))}
    </div>
  );
}
