// Above every signed-in page: that the browser is offline and what still works, how many dreams
// saved on this device wait to be sent, and any the server refused, with a way back into the form.
import { Button } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { useSignedInViewer } from '../app/AppViewer.tsx';
import { showToast } from '../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { toDateTimeLocalValue } from '../i18n/formatDates.ts';
import { useUiLocale } from '../i18n/uiLocale.ts';
import { isBlankDraft, loadNewDreamDraft, storeNewDreamDraft } from '../screens/RecordDream/newDreamDraft.ts';
import { loadRecordingDraft, storeRecordingDraft } from '../screens/RecordDream/voice/recordingDraft.ts';
import { removeFromOutbox, type OutboxDream } from './outbox.ts';
import { useOutbox } from './useOutbox.ts';
import '../components/button.css';
import './outbox-notice.css';

export function OutboxNotice() {
  useUiLocale();
  const { id: userId } = useSignedInViewer();
  const navigate = useNavigate();
  const { online, dreams, waiting } = useOutbox(userId);
  const refused = dreams.filter((dream) => dream.refusal !== undefined);
  if (online && dreams.length === 0) return null;

  // A refused dream goes back into the new-dream form as its draft, never over another draft.
  const editInForm = async (dream: OutboxDream) => {
    const draft = loadNewDreamDraft(userId);
    if ((draft && !isBlankDraft(draft)) || (await loadRecordingDraft(userId))) {
      showToast({ title: m.outbox_refused_form_busy });
      return;
    }
    storeNewDreamDraft(userId, {
      title: dream.input.title,
      html: dream.input.content,
      text: dream.text,
      tags: dream.input.tags,
      date: dream.input.date ? toDateTimeLocalValue(new Date(dream.input.date)) : '',
      dateChanged: dream.input.date !== undefined,
      clientKey: dream.clientKey,
    });
    if (dream.recording) {
      await storeRecordingDraft(userId, { ...dream.recording, url: '' });
    }
    await removeFromOutbox(dream.clientKey);
    void navigate('/dreams/new');
  };

  return (
    <div className="outbox-notice" role="status">
      {!online && (
        <p className="outbox-notice__line">
          <strong>{m.offline_title()}</strong> {m.offline_text()}
        </p>
      )}
      {waiting > 0 && (
        <p className="outbox-notice__line">
          {waiting === 1 ? m.outbox_waiting_one() : m.outbox_waiting_many({ count: waiting })}
        </p>
      )}
      {refused.map((dream) => (
        <p key={dream.clientKey} className="outbox-notice__line outbox-notice__refused">
          <span>
            {m.outbox_refused({ title: dream.input.title || dream.text.slice(0, 40), message: dream.refusal! })}
          </span>
          <Button className="button button--secondary" onPress={() => void editInForm(dream)}>
            {m.outbox_refused_edit()}
          </Button>
        </p>
      ))}
    </div>
  );
}
