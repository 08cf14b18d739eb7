// A 1-to-5 star rating as a radio group: arrow keys move between stars, each star is read out as
// "3 of 5 stars", and the stars up to the chosen one are filled.
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { StarIcon } from './icons.tsx';
import './star-rating.css';

interface StarRatingProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** The accessible name of each star, e.g. (3) => '3 of 5 stars'. */
  starLabel: (rating: number) => string;
  max?: number;
  isDisabled?: boolean;
}

export function StarRating({ label, value, onChange, starLabel, max = 5, isDisabled }: StarRatingProps) {
  const ratings = Array.from({ length: max }, (_, index) => index + 1);
  return (
    <RadioGroup
      className="star-rating"
      orientation="horizontal"
      value={String(value)}
      onChange={(chosen) => onChange(Number(chosen))}
      isDisabled={isDisabled}
    >
      <Label className="field__label">{label}</Label>
      <div className="star-rating__stars">
        {ratings.map((rating) => (
          <Radio key={rating} value={String(rating)} className="star-rating__star" aria-label={starLabel(rating)}>
            <StarIcon width={28} height={28} filled={rating <= value} />
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
