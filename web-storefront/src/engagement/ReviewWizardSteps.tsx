import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { StarPicker } from '../components/RatingStars';
import type { ReviewWizard } from './ReviewWizard';

type StepProps = { wizard: ReviewWizard; onClose?: () => void };

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="sf-error">
      {message}
    </p>
  );
}

export const RatingStep = observer(function RatingStep({ wizard }: StepProps) {
  return (
    <div className="sf-wizard__step">
      <StarPicker name="review-rating" legend="How would you rate this product?" value={wizard.rating} onChange={wizard.chooseRating} withLabels />
      <FieldError id="review-rating-error" message={wizard.errors.rating} />
    </div>
  );
});

export const PhotoStep = observer(function PhotoStep({ wizard }: StepProps) {
  const id = useId();
  const error = wizard.errors.reviewImage;
  return (
    <div className="sf-wizard__step">
      <div className="sf-field">
        <label htmlFor={`${id}-photo`}>Add a photo (optional, PNG or JPEG)</label>
        <input
          id={`${id}-photo`}
          type="file"
          accept="image/png,image/jpeg"
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => wizard.chooseImage(event.target.files?.[0] ?? null)}
        />
        <FieldError id={`${id}-error`} message={error} />
        {wizard.image && <p className="sf-wizard__file">Selected: {wizard.image.name}</p>}
      </div>
      <div className="sf-wizard__actions">
        <button type="button" className="sf-button sf-button--ghost" onClick={wizard.back}>
          Back
        </button>
        <button type="button" className="sf-button" onClick={wizard.afterPhoto}>
          {wizard.photoButtonLabel}
        </button>
      </div>
    </div>
  );
});

export const TextStep = observer(function TextStep({ wizard }: StepProps) {
  const id = useId();
  const error = wizard.errors.review;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    wizard.afterReview();
  };
  return (
    <form className="sf-wizard__step" onSubmit={onSubmit} noValidate>
      <div className="sf-field">
        <label htmlFor={`${id}-review`}>Your review</label>
        <textarea
          id={`${id}-review`}
          rows={5}
          value={wizard.review}
          onChange={(event) => wizard.set('review', event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <div className="sf-wizard__actions">
        <button type="button" className="sf-button sf-button--ghost" onClick={wizard.back}>
          Back
        </button>
        <button type="submit" className="sf-button">
          Next
        </button>
      </div>
    </form>
  );
});

const ABOUT_FIELDS = [
  { field: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
] as const;

export const AboutStep = observer(function AboutStep({ wizard }: StepProps) {
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void wizard.submit();
  };
  return (
    <form className="sf-wizard__step" onSubmit={onSubmit} noValidate>
      {ABOUT_FIELDS.map(({ field, label, type, autoComplete }) => {
        const error = wizard.errors[field];
        return (
          <div key={field} className="sf-field">
            <label htmlFor={`${id}-${field}`}>{label}</label>
            <input
              id={`${id}-${field}`}
              type={type}
              autoComplete={autoComplete}
              value={wizard[field]}
              onChange={(event) => wizard.set(field, event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${field}-error` : undefined}
            />
            <FieldError id={`${id}-${field}-error`} message={error} />
          </div>
        );
      })}
      <FieldError id={`${id}-message`} message={wizard.errors.message ?? wizard.errors.productId} />
      <div className="sf-wizard__actions">
        <button type="button" className="sf-button sf-button--ghost" onClick={wizard.back}>
          Back
        </button>
        <button type="submit" className="sf-button" disabled={wizard.submitting} aria-busy={wizard.submitting}>
          {wizard.submitting ? 'Submitting…' : 'Submit Review'}
        </button>
      </div>
    </form>
  );
});

export const ThanksStep = observer(function ThanksStep({ onClose }: StepProps) {
  return (
    <div className="sf-wizard__step sf-wizard__thanks">
      <p className="sf-wizard__thanks-title">Thank you for your review!</p>
      <p>It will appear on this page once our team has checked it.</p>
      <button type="button" className="sf-button" onClick={onClose}>
        Close
      </button>
    </div>
  );
});

export const STEP_TITLES = {
  rating: 'Rate this product',
  photo: 'Add a photo',
  review: 'Write your review',
  about: 'About you',
  thanks: 'Thank you',
} as const;

export const ReviewWizardBody = observer(function ReviewWizardBody({ wizard, onClose }: StepProps) {
  const Step = { rating: RatingStep, photo: PhotoStep, review: TextStep, about: AboutStep, thanks: ThanksStep }[wizard.step];
  return (
    <div className="sf-wizard">
      {wizard.step !== 'thanks' && (
        <p className="sf-wizard__progress">
          Step {wizard.stepNumber} of 4: {STEP_TITLES[wizard.step]}
        </p>
      )}
      <Step wizard={wizard} onClose={onClose} />
    </div>
  );
});
