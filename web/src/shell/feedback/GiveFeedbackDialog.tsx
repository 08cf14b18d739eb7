// The Give Feedback dialog (spec section 2): a rating of 1 to 5 stars (5 to start with), optional
// text, and whether it may be shown publicly. On success it closes and starts over (5 stars, no
// text, not public) with the spec's thank-you toast. Cancelling keeps what was written, so a dialog
// closed by mistake loses nothing. A session that ended meanwhile gets the spec's 'Please sign in'.
import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  FieldError,
  Form,
  Heading,
  Label,
  Modal,
  ModalOverlay,
  TextArea,
  TextField,
} from 'react-aria-components';
import { FEEDBACK_LIMITS } from '#shared/inputs/feedback.inputs.ts';
import { CheckIcon } from '../../components/icons.tsx';
import { StarRating } from '../../components/StarRating.tsx';
import { showToast } from '../../components/toast/toastQueue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useSubmitFeedbackMutation } from '../../mutations/useSubmitFeedbackMutation.ts';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError.ts';
import '../../components/button.css';
import '../../components/confirm-dialog.css';
import '../../components/field.css';
import './give-feedback.css';

interface Draft {
  rating: number;
  feedbackText: string;
  isPublic: boolean;
}

const EMPTY_DRAFT: Draft = { rating: FEEDBACK_LIMITS.ratingDefault, feedbackText: '', isPublic: false };

interface GiveFeedbackDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export function GiveFeedbackDialog({ isOpen, onOpenChange }: GiveFeedbackDialogProps) {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [submitFeedback, isSubmitting] = useSubmitFeedbackMutation();
  const change = (fields: Partial<Draft>) => setDraft((current) => ({ ...current, ...fields }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFieldErrors({});
    submitFeedback(
      { rating: draft.rating, feedbackText: draft.feedbackText.trim() || null, isPublic: draft.isPublic },
      {
        onCompleted: () => {
          setDraft(EMPTY_DRAFT);
          onOpenChange(false);
          showToast({ title: m.feedback_thanks_title, description: m.feedback_thanks_text });
        },
        onError: (error) => {
          if (error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED') {
            onOpenChange(false);
            showToast({
              title: m.feedback_sign_in_title,
              description: m.feedback_sign_in_text,
              variant: 'destructive',
            });
            return;
          }
          if (error instanceof GraphQLRequestError && Object.keys(error.fieldErrors).length > 0) {
            setFieldErrors(error.fieldErrors);
            return;
          }
          // The server's message when it gave one (spec section 8), else 'Failed to submit feedback'.
          showToast({
            title: error instanceof GraphQLRequestError ? error.message : m.feedback_failed,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isSubmitting}
      isKeyboardDismissDisabled={isSubmitting}
    >
      <Modal className="modal give-feedback">
        <Dialog className="confirm-dialog">
          <Heading slot="title" className="confirm-dialog__title">
            {m.feedback_dialog_title()}
          </Heading>
          <p className="confirm-dialog__text">{m.feedback_dialog_intro()}</p>
          <Form className="give-feedback__form" onSubmit={submit} validationErrors={fieldErrors}>
            <StarRating
              label={m.feedback_rating_label()}
              value={draft.rating}
              onChange={(rating) => change({ rating })}
              starLabel={(rating) => m.feedback_rating_value({ rating })}
              max={FEEDBACK_LIMITS.ratingMax}
              isDisabled={isSubmitting}
            />
            {fieldErrors.rating && <p className="field__error">{fieldErrors.rating.join(' ')}</p>}
            <TextField
              className="field"
              name="feedbackText"
              value={draft.feedbackText}
              onChange={(feedbackText) => change({ feedbackText })}
              maxLength={FEEDBACK_LIMITS.textMax}
              isDisabled={isSubmitting}
            >
              <Label className="field__label">{m.feedback_text_label()}</Label>
              <TextArea
                className="field__input field__textarea give-feedback__text"
                placeholder={m.feedback_text_placeholder()}
              />
              <FieldError className="field__error" />
            </TextField>
            <Checkbox
              className="checkbox"
              isSelected={draft.isPublic}
              onChange={(isPublic) => change({ isPublic })}
              isDisabled={isSubmitting}
            >
              <span className="checkbox__box" aria-hidden="true">
                <CheckIcon width={16} height={16} />
              </span>
              <span className="checkbox__text">
                <span className="checkbox__label">{m.feedback_public_label()}</span>
                <span className="field__hint">{m.feedback_public_help()}</span>
              </span>
            </Checkbox>
            <div className="confirm-dialog__actions">
              <Button
                className="button button--secondary"
                onPress={() => onOpenChange(false)}
                isDisabled={isSubmitting}
              >
                {m.common_cancel()}
              </Button>
              <Button type="submit" className="button button--primary" isPending={isSubmitting}>
                {isSubmitting ? m.feedback_submitting() : m.feedback_submit()}
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
