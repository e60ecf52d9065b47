import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton } from '@/components/Form';
import { useSubmit } from '@/api/useSubmit';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { showToast } from '@/stores/feedback';
import { certificateQuery, updateCertificate } from '@/api/me';
import { queryClient } from '@/api/queryClient';
import { ui } from '../components/Ui';
import styles from './CertificatePage.module.css';

/**
 * Change the digital certificate: the user signs by hand in the pad, and the backend reissues the
 * certificate with the new signature. The drawing is the "draft": it stays until the backend accepts it.
 */
export default function ChangeCertificatePage() {
  const { t } = useTranslation('me');
  const navigate = useNavigate();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [strokes, setStrokes] = useState(0);
  const [missing, setMissing] = useState(false);
  const submit = useSubmit();

  // The backing store follows the element's size and the screen's pixel density, so lines stay sharp.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    const rect = canvas.getBoundingClientRect();
    canvas.width = Math.max(1, Math.round(rect.width * ratio));
    canvas.height = Math.max(1, Math.round(rect.height * ratio));
    const context = canvas.getContext?.('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#1f2329';
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
    setMissing(false);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
  };

  const up = () => {
    if (!drawing.current) return;
    drawing.current = false;
    setStrokes((n) => n + 1);
  };

  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    setStrokes(0);
  };

  const onSubmit = async () => {
    const canvas = canvasRef.current;
    if (!canvas || strokes === 0) {
      setMissing(true);
      return;
    }
    const image = canvas.toDataURL('image/png');
    const outcome = await submit.run(() => updateCertificate(image));
    if (!outcome?.ok) return;
    // The certificate page shows the new signature (the answer is the certificate).
    queryClient.setQueryData(certificateQuery().queryKey, outcome.data);
    showToast(t('certificate.done'));
    navigate(paths.me.certificate, { replace: true });
  };

  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <form
        className={ui.form}
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
        noValidate
      >
        <p className={ui.muted}>{t('certificate.drawHint')}</p>
        <canvas
          ref={canvasRef}
          className={styles.pad}
          role="img"
          aria-label={t('certificate.pad')}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          onPointerLeave={up}
        />
        <button type="button" className={ui.button} onClick={clear}>
          {t('certificate.clear')}
        </button>
        <FormError message={missing ? t('certificate.empty') : submit.error} />
        <SubmitButton
          pending={submit.pending}
          label={t('certificate.submit')}
          pendingLabel={t('common.sending')}
        />
      </form>
    </Page>
  );
}
