import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { FEEDBACK_THANKS, FeedbackForm } from './FeedbackForm';
import { useStores } from '../stores/StoreContext';
import { Modal } from '../components/Modal';
import { StarPicker } from '../components/RatingStars';

export const FeedbackFormView = observer(function FeedbackFormView({ form }: { form: FeedbackForm }) {
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  if (form.done) {
    return (
      <p className="sf-feedback__thanks" role="status">
        {FEEDBACK_THANKS}
      </p>
    );
  }
  const { stars, email, feedback, message } = form.errors;
  return (
    <form className="sf-feedback" onSubmit={onSubmit} noValidate>
      <StarPicker name={`${id}-stars`} legend="How was your experience with our shop?" value={form.stars} onChange={form.setStars} />
      {stars && <p className="sf-error">{stars}</p>}
      <div className="sf-field">
        <label htmlFor={`${id}-feedback`}>Tell us more (optional)</label>
        <textarea id={`${id}-feedback`} rows={3} value={form.feedback} onChange={(event) => form.setFeedback(event.target.value)} aria-describedby={feedback ? `${id}-feedback-error` : undefined} />
        {feedback && (
          <p id={`${id}-feedback-error`} className="sf-error">
            {feedback}
          </p>
        )}
      </div>
      <div className="sf-field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(event) => form.setEmail(event.target.value)}
          aria-invalid={email ? true : undefined}
          aria-describedby={email ? `${id}-email-error` : undefined}
        />
        {email && (
          <p id={`${id}-email-error`} className="sf-error">
            {email}
          </p>
        )}
      </div>
      {message && <p className="sf-error">{message}</p>}
      <button type="submit" className="sf-button" disabled={form.submitting} aria-busy={form.submitting}>
        {form.submitting ? 'Sending…' : 'Send Feedback'}
      </button>
    </form>
  );
});

/** The side tab and its modal. */
export const FeedbackTab = observer(function FeedbackTab() {
  const { ui, engagementApi } = useStores();
  const [form, setForm] = useState(() => new FeedbackForm(engagementApi));
  const close = () => {
    ui.closeFeedback();
    if (form.done) setForm(new FeedbackForm(engagementApi));
  };
  return (
    <>
      <button type="button" className="sf-feedback-tab" onClick={ui.openFeedback} aria-haspopup="dialog">
        Feedback
      </button>
      <Modal title="Send Us Feedback" open={ui.feedbackOpen} onClose={close} size="small">
        <FeedbackFormView form={form} />
      </Modal>
    </>
  );
});
