// Testimonials on the landing page: public feedback an admin approved (GET /api/testimonials). Plain
// fetch, no Relay, so the landing page's bundle stays small. Nothing is reserved or shown until there
// is something to show: the section sits below everything else, so when it appears nothing above it
// moves; when there are none (or the request fails) the page is exactly as without it.
import { useEffect, useState } from 'react';
import { StarIcon } from '../../components/icons.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import './landing-testimonials.css';

interface Testimonial {
  rating: number;
  feedbackText: string | null;
  createdAt: string;
  user: { username: string };
}

function isTestimonialList(value: unknown): value is Testimonial[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as Testimonial).rating === 'number' &&
        typeof (item as Testimonial).user?.username === 'string',
    )
  );
}

export function LandingTestimonials() {
  const [testimonials, setTestimonials] = useState<Testimonial[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/testimonials', { signal: controller.signal, credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : []))
      .then((body: unknown) => setTestimonials(isTestimonialList(body) ? body : []))
      // Testimonials are a nicety: when they cannot be read the page simply goes without them.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (testimonials.length === 0) return null;
  return (
    <section className="landing-testimonials" aria-labelledby="landing-testimonials-heading">
      <h2 id="landing-testimonials-heading" className="landing-testimonials__heading">
        {m.testimonials_title()}
      </h2>
      <ul className="landing-testimonials__list">
        {testimonials.map((testimonial, index) => (
          <li key={`${testimonial.createdAt}-${index}`} className="testimonial-card">
            <figure className="testimonial-card__figure">
              <div
                className="testimonial-card__stars"
                role="img"
                aria-label={m.testimonials_rating({ rating: testimonial.rating })}
              >
                {Array.from({ length: 5 }, (_, star) => (
                  <StarIcon key={star} width={16} height={16} filled={star < testimonial.rating} />
                ))}
              </div>
              {testimonial.feedbackText && (
                <blockquote className="testimonial-card__quote">{testimonial.feedbackText}</blockquote>
              )}
              <figcaption className="testimonial-card__author">{testimonial.user.username}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
