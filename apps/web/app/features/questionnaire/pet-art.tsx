import type { AnimalType, BodyCondition } from '@brokkie/domain/pet-profile';

/**
 * The questionnaire's drawings, inline SVG in the brand's warm colours (no image requests):
 * a dog's and a cat's face for the first question, and pets seen from above at the four body
 * conditions. Decorative: the choice's text says what they show.
 */

const ink = '#8a3520';
const coat = '#d98f58';
const coatDark = '#b86d3e';
const cream = '#fff8f0';
const blush = '#f3b7a0';

export function DogFace({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 120 120" className={className} aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="58" fill="#fcefd9" />
      <ellipse cx="27" cy="55" rx="14" ry="27" fill={coatDark} transform="rotate(18 27 55)" />
      <ellipse cx="93" cy="55" rx="14" ry="27" fill={coatDark} transform="rotate(-18 93 55)" />
      <ellipse cx="60" cy="62" rx="32" ry="34" fill={coat} />
      <ellipse cx="60" cy="80" rx="19" ry="15" fill={cream} />
      <circle cx="47" cy="56" r="4.5" fill={ink} />
      <circle cx="73" cy="56" r="4.5" fill={ink} />
      <circle cx="48.5" cy="54.5" r="1.4" fill={cream} />
      <circle cx="74.5" cy="54.5" r="1.4" fill={cream} />
      <ellipse cx="60" cy="72" rx="7" ry="5" fill={ink} />
      <path d="M60 77v5M52 84c4 4 12 4 16 0" stroke={ink} strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <path d="M57 86c0 6 6 6 6 0" fill={blush} stroke={ink} strokeWidth="1.5" />
    </svg>
  );
}

export function CatFace({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 120 120" className={className} aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="58" fill="#e0f0ec" />
      <path d="M30 52 L34 18 L56 36 Z" fill={coat} stroke={coat} strokeWidth="4" strokeLinejoin="round" />
      <path d="M90 52 L86 18 L64 36 Z" fill={coat} stroke={coat} strokeWidth="4" strokeLinejoin="round" />
      <path d="M36 44 L37 27 L49 37 Z" fill={blush} />
      <path d="M84 44 L83 27 L71 37 Z" fill={blush} />
      <ellipse cx="60" cy="64" rx="34" ry="30" fill={coat} />
      <path d="M48 36c4 5 4 9 0 13M60 34v14M72 36c-4 5-4 9 0 13" stroke={coatDark} strokeWidth="3" fill="none" strokeLinecap="round" />
      <ellipse cx="47" cy="62" rx="4.5" ry="5.5" fill={ink} />
      <ellipse cx="73" cy="62" rx="4.5" ry="5.5" fill={ink} />
      <circle cx="48.5" cy="60.5" r="1.4" fill={cream} />
      <circle cx="74.5" cy="60.5" r="1.4" fill={cream} />
      <path d="M56 72h8l-4 4z" fill={ink} stroke={ink} strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M60 76c-2 4-6 4-8 2M60 76c2 4 6 4 8 2" stroke={ink} strokeWidth="2" fill="none" strokeLinecap="round" />
      <path d="M40 72l-16-3M40 77l-15 3M80 72l16-3M80 77l15 3" stroke={ink} strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** Half-widths of the body seen from above: shoulders, waist, hips. */
const shapes: Record<BodyCondition, { shoulder: number; waist: number; hip: number }> = {
  thin: { shoulder: 17, waist: 9, hip: 14 },
  ideal: { shoulder: 19, waist: 14, hip: 17 },
  overweight: { shoulder: 21, waist: 22, hip: 21 },
  obese: { shoulder: 23, waist: 31, hip: 24 },
};

function bodyPath(condition: BodyCondition): string {
  const { shoulder: s, waist: w, hip: h } = shapes[condition];
  const c = 60;
  return [
    `M${c - s + 4} 50`,
    `C${c - s} 58 ${c - w} 70 ${c - w} 86`,
    `C${c - w} 100 ${c - h} 104 ${c - h} 114`,
    `C${c - h} 124 ${c - 8} 130 ${c} 130`,
    `C${c + 8} 130 ${c + h} 124 ${c + h} 114`,
    `C${c + h} 104 ${c + w} 100 ${c + w} 86`,
    `C${c + w} 70 ${c + s} 58 ${c + s - 4} 50`,
    `C${c + s - 8} 44 ${c - s + 8} 44 ${c - s + 4} 50 Z`,
  ].join(' ');
}

/** A dog or cat seen from above, as thin, ideal, overweight or obese as `condition` says. */
export function BodyShape({ type, condition, className }: { type: AnimalType; condition: BodyCondition; className?: string }) {
  const { shoulder, hip } = shapes[condition];
  const legs = [
    [60 - shoulder - 3, 60],
    [60 + shoulder + 3, 60],
    [60 - hip - 3, 116],
    [60 + hip + 3, 116],
  ] as const;
  return (
    <svg viewBox="0 0 120 160" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="88" rx="52" ry="68" fill="#fcefd9" />
      {type === 'dog' ? (
        <path d="M60 128c2 10 6 16 4 26" stroke={coatDark} strokeWidth="6" fill="none" strokeLinecap="round" />
      ) : (
        <path d="M60 128c0 12 14 12 16 22s-8 8-8 8" stroke={coatDark} strokeWidth="5" fill="none" strokeLinecap="round" />
      )}
      {legs.map(([x, y]) => (
        <ellipse key={`${x}-${y}`} cx={x} cy={y} rx="5" ry="7" fill={coatDark} />
      ))}
      <path d={bodyPath(condition)} fill={coat} stroke={coatDark} strokeWidth="2" />
      {condition === 'thin' && (
        <g stroke={ink} strokeWidth="1.6" fill="none" strokeLinecap="round" opacity="0.75">
          <path d="M47 66c3 2 5 2 7 2M46 73c3 2 5 2 8 2M47 80c3 2 5 2 7 2" />
          <path d="M73 66c-3 2-5 2-7 2M74 73c-3 2-5 2-8 2M73 80c-3 2-5 2-7 2" />
          <path d="M60 56v58" strokeDasharray="2 4" />
          <path d="M49 108c2-2 4-2 5 0M71 108c-2-2-4-2-5 0" />
        </g>
      )}
      {condition === 'ideal' && (
        <path d="M49 84c2 2 2 6 0 8M71 84c-2 2-2 6 0 8" stroke={coatDark} strokeWidth="1.6" fill="none" strokeLinecap="round" />
      )}
      {condition === 'obese' && (
        <path d="M38 92c4 6 4 12 0 18M82 92c-4 6-4 12 0 18" stroke={coatDark} strokeWidth="1.6" fill="none" strokeLinecap="round" />
      )}
      {type === 'dog' ? (
        <g>
          <ellipse cx="44" cy="33" rx="7" ry="13" fill={coatDark} transform="rotate(20 44 33)" />
          <ellipse cx="76" cy="33" rx="7" ry="13" fill={coatDark} transform="rotate(-20 76 33)" />
          <ellipse cx="60" cy="32" rx="14" ry="16" fill={coat} stroke={coatDark} strokeWidth="2" />
          <ellipse cx="60" cy="17" rx="7" ry="7" fill={coat} stroke={coatDark} strokeWidth="2" />
          <ellipse cx="60" cy="12" rx="3.5" ry="2.5" fill={ink} />
        </g>
      ) : (
        <g>
          <path d="M47 28 L46 12 L56 22 Z" fill={coat} stroke={coatDark} strokeWidth="2" strokeLinejoin="round" />
          <path d="M73 28 L74 12 L64 22 Z" fill={coat} stroke={coatDark} strokeWidth="2" strokeLinejoin="round" />
          <ellipse cx="60" cy="32" rx="14" ry="13" fill={coat} stroke={coatDark} strokeWidth="2" />
          <path d="M54 27c2 2 2 5 0 7M60 25v9M66 27c-2 2-2 5 0 7" stroke={coatDark} strokeWidth="1.6" fill="none" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}
