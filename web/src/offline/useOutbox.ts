// The signed-in app's side of the outbox: what waits for this account, and the sending. It sends at
// start, as soon as the browser says the network is back, and every half minute while dreams wait.
import { useCallback, useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { showToast } from '../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { onOutboxChange, outboxOf, type OutboxDream } from './outbox.ts';
import { sendOutbox } from './outboxSync.ts';
import { useOnline } from './useOnline.ts';

const RETRY_MS = 30_000;

export function useOutbox(userId: string) {
  const environment = useRelayEnvironment();
  const online = useOnline();
  const [dreams, setDreams] = useState<OutboxDream[]>([]);

  useEffect(() => {
    let current = true;
    const read = () => void outboxOf(userId).then((found) => current && setDreams(found));
    read();
    const stop = onOutboxChange(read);
    return () => {
      current = false;
      stop();
    };
  }, [userId]);

  const send = useCallback(() => {
    void sendOutbox(environment, userId).then(({ sent }) => {
      if (sent === 0) return;
      showToast({ title: sent === 1 ? m.outbox_sent_one : () => m.outbox_sent_many({ count: sent }) });
    });
  }, [environment, userId]);

  const waiting = dreams.filter((dream) => dream.refusal === undefined).length;
  useEffect(() => {
    if (!online || waiting === 0) return;
    send();
    const timer = window.setInterval(send, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [online, waiting, send]);

  return { online, dreams, waiting };
}
