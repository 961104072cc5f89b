import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESEND_STEP_SECONDS } from '@mfi/contract/limits';

export interface ResendResult {
  sent: boolean;
  /** Seconds until the next allowed resend, when the server said so (200 or 429 answers). */
  wait?: number;
}

function useCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));
  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [running, deadline]);
  const start = (seconds: number) => {
    const at = Date.now();
    setNow(at);
    setDeadline(at + seconds * 1000);
  };
  return { remaining, start };
}

/** The wait after the n-th code: 60 s after the first, 60 s more after each resend (part 1 sections 4, 9). */
export function resendWaitSeconds(codesSent: number): number {
  return RESEND_STEP_SECONDS * Math.max(1, codesSent);
}

/**
 * "Resend code" with its countdown. `initialWait` > 0 means a code was just sent (signup, reactivation,
 * phone change); the server's `wait`, when given, wins over the local rule.
 */
export function ResendButton({
  initialWait,
  onResend,
}: {
  initialWait: number;
  onResend: () => Promise<ResendResult>;
}) {
  const { t } = useTranslation('accounts');
  const [codesSent, setCodesSent] = useState(initialWait > 0 ? 1 : 0);
  const [busy, setBusy] = useState(false);
  const { remaining, start } = useCountdown(initialWait);

  async function resend() {
    setBusy(true);
    try {
      const result = await onResend();
      if (result.sent) {
        const sent = codesSent + 1;
        setCodesSent(sent);
        start(result.wait ?? resendWaitSeconds(sent));
      } else if (result.wait) start(result.wait);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outlined" fullWidth disabled={remaining > 0 || busy} onClick={() => void resend()}>
      {remaining > 0 ? t('code.resendWait', { seconds: remaining }) : t('code.resend')}
    </Button>
  );
}
