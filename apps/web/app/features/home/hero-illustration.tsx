/** Kibbles heaped in the bowl: [x, y, rx, ry, rotation, colour index]. */
const kibbles: [number, number, number, number, number, number][] = [
  [89, 212, 10, 7, -30, 0],
  [104, 217, 9, 6, 7, 1],
  [119, 212, 9, 7, -16, 2],
  [134, 217, 10, 6, 21, 3],
  [148, 212, 9, 7, -2, 4],
  [163, 217, 9, 6, -25, 0],
  [178, 212, 10, 7, 12, 1],
  [193, 217, 9, 6, -11, 2],
  [207, 212, 9, 7, 26, 3],
  [222, 217, 10, 6, 3, 4],
  [237, 212, 9, 7, -20, 0],
  [252, 217, 9, 6, 17, 1],
  [266, 212, 10, 7, -6, 2],
  [281, 217, 9, 6, -29, 3],
  [296, 212, 9, 7, 8, 4],
  [311, 217, 10, 6, -15, 0],
  [103, 199, 9, 7, 22, 1],
  [118, 204, 9, 6, -1, 2],
  [133, 199, 10, 7, -24, 3],
  [148, 204, 9, 6, 13, 4],
  [163, 199, 9, 7, -10, 0],
  [178, 204, 10, 6, 27, 1],
  [193, 199, 9, 7, 4, 2],
  [207, 204, 9, 6, -19, 3],
  [222, 199, 10, 7, 18, 4],
  [237, 204, 9, 6, -5, 0],
  [252, 199, 9, 7, -28, 1],
  [267, 204, 10, 6, 9, 2],
  [282, 199, 9, 7, -14, 3],
  [297, 204, 9, 6, 23, 4],
  [119, 186, 10, 7, 0, 0],
  [134, 191, 9, 6, -23, 1],
  [149, 186, 9, 7, 14, 2],
  [163, 191, 10, 6, -9, 3],
  [178, 186, 9, 7, 28, 4],
  [193, 191, 9, 6, 5, 0],
  [207, 186, 10, 7, -18, 1],
  [222, 191, 9, 6, 19, 2],
  [237, 186, 9, 7, -4, 3],
  [251, 191, 10, 6, -27, 4],
  [266, 186, 9, 7, 10, 0],
  [281, 191, 9, 6, -13, 1],
  [141, 174, 10, 7, 24, 2],
  [156, 179, 9, 6, 1, 3],
  [171, 174, 9, 7, -22, 4],
  [185, 179, 10, 6, 15, 0],
  [200, 174, 9, 7, -8, 1],
  [215, 179, 9, 6, 29, 2],
  [229, 174, 10, 7, 6, 3],
  [244, 179, 9, 6, -17, 4],
  [259, 174, 9, 7, 20, 0],
  [167, 164, 10, 6, -3, 1],
  [180, 169, 9, 7, -26, 2],
  [193, 164, 9, 6, 11, 3],
  [207, 169, 10, 7, -12, 4],
  [220, 164, 9, 6, 25, 0],
  [233, 169, 9, 7, 2, 1],];
const kibbleColours = ['#8a4b2a', '#a8623a', '#c07a45', '#9a5531', '#b86d3e'];

/**
 * The home page's hero picture: a Brokkie bowl heaped with kibble, a bone for the dogs and a fish
 * for the cats. Decorative: the hero text says everything the picture does.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 400 360" aria-hidden="true" focusable="false">
      <circle cx="200" cy="185" r="160" fill="var(--color-sun-soft)" />
      <circle cx="200" cy="185" r="122" fill="var(--color-sun)" opacity="0.55" />

      {/* Bone */}
      <g transform="translate(92 96) rotate(-28)">
        <rect x="-34" y="-9" width="68" height="18" rx="9" fill="#fff" />
        <circle cx="-34" cy="-9" r="11" fill="#fff" />
        <circle cx="-34" cy="9" r="11" fill="#fff" />
        <circle cx="34" cy="-9" r="11" fill="#fff" />
        <circle cx="34" cy="9" r="11" fill="#fff" />
      </g>

      {/* Fish */}
      <g transform="translate(312 92) rotate(14)">
        <path d="M-30 0c12-20 42-20 52 0-10 20-40 20-52 0z" fill="var(--color-accent)" />
        <path d="M-28 0l-16-13v26z" fill="var(--color-accent)" />
        <circle cx="10" cy="-3" r="3.2" fill="var(--color-sun)" />
        <path d="M-8-9c4 5 4 13 0 18" stroke="#3f7a6f" strokeWidth="3" fill="none" strokeLinecap="round" />
      </g>

      {/* Sparkles */}
      <path d="M330 190l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="var(--color-primary)" />
      <path d="M62 200l3.5 8 8 3.5-8 3.5-3.5 8-3.5-8-8-3.5 8-3.5z" fill="var(--color-accent)" />
      <path d="M214 44l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="var(--color-primary)" opacity="0.8" />

      {/* Shadow */}
      <ellipse cx="200" cy="322" rx="120" ry="12" fill="rgb(74 44 24 / 0.14)" />

      {/* Bowl inside */}
      <ellipse cx="200" cy="222" rx="126" ry="25" fill="#86321d" />

      {/* Kibble */}
      <g>
        {kibbles.map(([x, y, rx, ry, rotate, colour], index) => (
          <ellipse
            key={index}
            cx={x}
            cy={y}
            rx={rx}
            ry={ry}
            transform={`rotate(${rotate} ${x} ${y})`}
            fill={kibbleColours[colour]}
            stroke="rgb(0 0 0 / 0.12)"
            strokeWidth="1"
          />
        ))}
      </g>

      {/* Leaves */}
      <path d="M268 170c18-26 48-30 60-26-4 22-28 40-60 26z" fill="#3f7a6f" />
      <path d="M268 170c18-8 34-16 48-22" stroke="#2a5c53" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <path d="M130 168c-14-20-38-24-48-20 4 18 24 32 48 20z" fill="var(--color-accent)" />

      {/* Bowl */}
      <path d="M72 224c6 62 40 92 86 96h84c46-4 80-34 86-96-30 16-76 24-128 24s-98-8-128-24z" fill="var(--color-primary)" />
      <path d="M92 252c22 10 60 16 108 16s86-6 108-16" stroke="#c8603f" strokeWidth="7" fill="none" strokeLinecap="round" />
      <ellipse cx="200" cy="224" rx="128" ry="26" fill="none" stroke="#c8603f" strokeWidth="6" />

      {/* Paw on the bowl */}
      <g transform="translate(200 292) scale(1.05)" fill="var(--color-cream)">
        <path d="M0-6c-7 0-14 8-14 14 0 4 3 6 7 6 3 0 4.5-1.4 7-1.4s4 1.4 7 1.4c4 0 7-2 7-6 0-6-7-14-14-14z" />
        <ellipse cx="-16" cy="-10" rx="4.2" ry="5.4" transform="rotate(-24 -16 -10)" />
        <ellipse cx="-7" cy="-20" rx="4.4" ry="5.8" transform="rotate(-8 -7 -20)" />
        <ellipse cx="7" cy="-20" rx="4.4" ry="5.8" transform="rotate(8 7 -20)" />
        <ellipse cx="16" cy="-10" rx="4.2" ry="5.4" transform="rotate(24 16 -10)" />
      </g>
    </svg>
  );
}
