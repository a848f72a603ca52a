import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nameOnPack, productVisualModel, type Palette, type VisualMark, type VisualProduct } from './product-visual-model.ts';

/**
 * A product's picture, drawn: a formula's bag in its own colour with its name on the label, an
 * extra as the pack or thing it is (a pouch of treats, a bundle of chews, a tin, a jar, a bowl,
 * a gift box for a kit). One style for the whole catalogue, on a 120 × 120 grid; the page sizes
 * it (`className`, or `size` in px). Its accessible name says what it shows, in the page's language.
 */

const cream = '#fff8f0';
const ink = '#2b211c';

interface ProductVisualProps {
  product: VisualProduct;
  /** Width and height in px; without it the class (or the container) sizes it. */
  size?: number;
  className?: string;
  /**
   * Inside a control whose name already says which product it is (a radio of formulas): hidden
   * from assistive technology, so the name is not read twice. Everywhere else it is an image
   * with its accessible name.
   */
  decorative?: boolean;
}

/** A crimped edge (a bag's heat seal, a sachet's tear edge): teeth from x0 to x1 with their tips at y. */
function crimp(x0: number, x1: number, y: number, bottom: number, step = 7, depth = 3): string {
  let d = `M${x0} ${bottom} V${y + depth}`;
  for (let x = x0; x < x1 - 0.01; x += step) {
    const next = Math.min(x + step, x1);
    d += ` L${(x + next) / 2} ${y} L${next} ${y + depth}`;
  }
  return `${d} V${bottom} Z`;
}

/** The small mark that says what is inside, centred on (x, y), about 24 units wide. */
function Mark({ mark, x, y, colour, scale = 1 }: { mark: VisualMark; x: number; y: number; colour: string; scale?: number }) {
  const eyes = (dy: number) => (
    <>
      <circle cx={-2.6} cy={dy} r={1.1} fill={cream} />
      <circle cx={2.6} cy={dy} r={1.1} fill={cream} />
    </>
  );
  let shape: ReactNode;
  switch (mark) {
    case 'dog':
      shape = (
        <>
          <ellipse cx={-6.4} cy={-2} rx={3} ry={5.6} transform="rotate(22 -6.4 -2)" />
          <ellipse cx={6.4} cy={-2} rx={3} ry={5.6} transform="rotate(-22 6.4 -2)" />
          <ellipse cx={0} cy={1} rx={6.6} ry={7} />
          {eyes(-0.5)}
          <ellipse cx={0} cy={4} rx={1.9} ry={1.4} fill={ink} />
        </>
      );
      break;
    case 'cat':
      shape = (
        <>
          <path d="M-6.8 -2.5 L-6 -9.5 L-1.6 -5.6 H1.6 L6 -9.5 L6.8 -2.5 Q8.4 1 7.4 4 Q5.6 8.4 0 8.4 Q-5.6 8.4 -7.4 4 Q-8.4 1 -6.8 -2.5 Z" />
          {eyes(0)}
          <path d="M-1.2 3 H1.2 L0 4.4 Z" fill={ink} />
        </>
      );
      break;
    case 'both':
      shape = (
        <>
          <ellipse cx={0} cy={3.5} rx={5.6} ry={4.6} />
          <circle cx={-6.4} cy={-2.4} r={2.3} />
          <circle cx={-2.3} cy={-6.2} r={2.3} />
          <circle cx={2.3} cy={-6.2} r={2.3} />
          <circle cx={6.4} cy={-2.4} r={2.3} />
        </>
      );
      break;
    case 'bone':
      shape = (
        <g transform="rotate(-25)">
          <rect x={-9} y={-3} width={18} height={6} rx={2} />
          <circle cx={-10} cy={-3} r={3.4} />
          <circle cx={-10} cy={3} r={3.4} />
          <circle cx={10} cy={-3} r={3.4} />
          <circle cx={10} cy={3} r={3.4} />
        </g>
      );
      break;
    case 'fish':
      shape = (
        <>
          <path d="M-12 0 Q-3 -8.5 6 0 Q-3 8.5 -12 0 Z" />
          <path d="M5 0 L12 -6.5 L12 6.5 Z" />
          <circle cx={-6} cy={-1.2} r={1.2} fill={cream} />
        </>
      );
      break;
    case 'tooth':
      shape = <path d="M-8 -9 Q-4 -12 0 -9 Q4 -12 8 -9 Q11 -5 8 2 Q6.5 11 4 11 Q2 11 1.5 5 Q0 2 -1.5 5 Q-2 11 -4 11 Q-6.5 11 -8 2 Q-11 -5 -8 -9 Z" />;
      break;
    case 'heart':
      shape = <path d="M0 9 Q-11 1.5 -9.4 -4.6 Q-6.8 -11 0 -5.2 Q6.8 -11 9.4 -4.6 Q11 1.5 0 9 Z" />;
      break;
    case 'drop':
      shape = <path d="M0 -11 Q8.5 0.5 7.2 5 Q5.6 11 0 11 Q-5.6 11 -7.2 5 Q-8.5 0.5 0 -11 Z" />;
      break;
    case 'leaf':
      shape = (
        <>
          <path d="M-9 9 Q-11 -8 9.5 -9.5 Q10 8 -9 9 Z" />
          <path d="M-7 7 L5 -5" stroke={cream} strokeWidth={1.4} strokeLinecap="round" />
        </>
      );
      break;
    case 'none':
      return null;
  }
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} fill={colour}>
      {shape}
    </g>
  );
}

function Shadow({ rx = 38 }: { rx?: number }) {
  return <ellipse cx={60} cy={112} rx={rx} ry={4} fill={ink} opacity={0.12} />;
}

/** A formula: a bag with a crimped top seal and its name on a cream label. */
function Bag({ palette, mark, name }: { palette: Palette; mark: VisualMark; name: string }) {
  const { lines, fontSize } = nameOnPack(name);
  const lineHeight = fontSize * 1.12;
  const firstBaseline = 75 - (lines.length * lineHeight) / 2 + fontSize * 0.78;
  return (
    <>
      <Shadow />
      <path d="M26 24 H94 Q97 24 97.4 28 L100 103 Q100.3 110 93 110 H27 Q19.7 110 20 103 L22.6 28 Q23 24 26 24 Z" fill={palette.base} />
      <path d="M22.6 28 L20 103 Q19.7 110 27 110 H31 L28.6 24 H26 Q23 24 22.6 28 Z" fill={palette.dark} opacity={0.45} />
      <path d="M97.4 28 L100 103 Q100.3 110 93 110 H89 L91.4 24 H94 Q97 24 97.4 28 Z" fill={palette.dark} opacity={0.45} />
      <path d={crimp(25, 95, 8, 26)} fill={palette.dark} />
      <rect x={25} y={19} width={70} height={1.6} fill={cream} opacity={0.35} />
      <path d="M36 32 L34 102" stroke={cream} strokeOpacity={0.2} strokeWidth={5} strokeLinecap="round" />
      <rect x={29} y={34} width={62} height={66} rx={7} fill={cream} />
      <Mark mark={mark} x={60} y={45} colour={palette.base} scale={0.75} />
      <text x={60} textAnchor="middle" fontSize={fontSize} fontWeight={800} fill={ink} letterSpacing={-0.2}>
        {lines.map((line, index) => (
          <tspan key={index} x={60} y={firstBaseline + index * lineHeight}>
            {line}
          </tspan>
        ))}
      </text>
      <rect x={50} y={94} width={20} height={2.4} rx={1.2} fill={palette.base} />
    </>
  );
}

function Pouch({ palette, mark }: { palette: Palette; mark: VisualMark }) {
  return (
    <>
      <Shadow rx={34} />
      <path d="M30 22 H90 L93 100 Q93.5 110 84 110 H36 Q26.5 110 27 100 Z" fill={palette.base} />
      <path d={crimp(30, 90, 12, 24, 6, 2.5)} fill={palette.dark} />
      <path d="M31 31 H89" stroke={palette.dark} strokeWidth={2} strokeDasharray="3 2" />
      <path d="M29 97 Q60 106 91 97" stroke={palette.dark} strokeOpacity={0.45} strokeWidth={2} fill="none" />
      <path d="M37 38 L35 94" stroke={cream} strokeOpacity={0.2} strokeWidth={4} strokeLinecap="round" />
      <circle cx={60} cy={64} r={21} fill={cream} />
      <Mark mark={mark} x={60} y={64} colour={palette.base} scale={1.1} />
    </>
  );
}

function Chews({ palette }: { palette: Palette }) {
  const stick = (y: number, angle: number, x: number, width: number) => (
    <g transform={`rotate(${angle} 60 ${y + 5.5})`}>
      <rect x={x} y={y} width={width} height={11} rx={5.5} fill={palette.base} />
      <path
        d={Array.from({ length: Math.floor(width / 8) - 1 }, (_, i) => `M${x + 8 + i * 8} ${y + 1} l-4 9`).join(' ')}
        stroke={palette.dark}
        strokeOpacity={0.45}
        strokeWidth={1.6}
        strokeLinecap="round"
      />
    </g>
  );
  return (
    <>
      <Shadow rx={36} />
      {stick(38, -16, 24, 72)}
      {stick(56, 7, 22, 76)}
      {stick(74, -5, 26, 68)}
      {stick(90, 10, 30, 62)}
      <rect x={52} y={34} width={14} height={70} rx={3} fill={cream} stroke={palette.dark} strokeWidth={1.5} transform="rotate(6 59 69)" />
    </>
  );
}

function Tin({ palette, mark }: { palette: Palette; mark: VisualMark }) {
  return (
    <>
      <Shadow rx={32} />
      <rect x={30} y={32} width={60} height={72} fill="#cdc7be" />
      <ellipse cx={60} cy={104} rx={30} ry={7} fill="#b5afa5" />
      <path d="M30 46 Q60 54 90 46 V92 Q60 100 30 92 Z" fill={palette.base} />
      <path d="M36 50 V92" stroke={cream} strokeOpacity={0.2} strokeWidth={4} strokeLinecap="round" />
      <ellipse cx={60} cy={32} rx={30} ry={8} fill="#e6e2db" />
      <ellipse cx={60} cy={32} rx={24} ry={5.4} fill="none" stroke="#b5afa5" strokeWidth={2} />
      <ellipse cx={60} cy={31} rx={6} ry={2} fill="none" stroke="#8f897f" strokeWidth={1.5} />
      <circle cx={60} cy={72} r={14} fill={cream} />
      <Mark mark={mark} x={60} y={72} colour={palette.base} scale={0.9} />
    </>
  );
}

function Sachets({ palette, mark }: { palette: Palette; mark: VisualMark }) {
  return (
    <>
      <Shadow rx={34} />
      <g transform="rotate(-9 60 64)">
        <path d="M28 24 H78 V100 Q78 106 72 106 H34 Q28 106 28 100 Z" fill={palette.dark} />
        <path d={crimp(28, 78, 14, 26, 5, 2)} fill={palette.dark} />
      </g>
      <path d="M42 26 H92 V102 Q92 108 86 108 H48 Q42 108 42 102 Z" fill={palette.base} />
      <path d={crimp(42, 92, 16, 28, 5, 2)} fill={palette.base} />
      <path d="M42 29 H92" stroke={palette.dark} strokeWidth={1.5} />
      <circle cx={67} cy={66} r={17} fill={cream} />
      <Mark mark={mark} x={67} y={66} colour={palette.base} scale={0.95} />
    </>
  );
}

function Jar({ palette, mark }: { palette: Palette; mark: VisualMark }) {
  return (
    <>
      <Shadow rx={30} />
      <path d="M35 42 H85 L83 103 Q82.6 110 76 110 H44 Q37.4 110 37 103 Z" fill={cream} stroke="#d9c8b3" strokeWidth={1.5} />
      <rect x={33} y={26} width={54} height={17} rx={4} fill={palette.dark} />
      <path d="M40 30 V39 M46 30 V39 M52 30 V39 M58 30 V39 M64 30 V39 M70 30 V39 M76 30 V39 M82 30 V39" stroke={cream} strokeOpacity={0.25} strokeWidth={1.5} />
      <rect x={38} y={54} width={44} height={40} rx={5} fill={palette.base} />
      <Mark mark={mark} x={60} y={74} colour={cream} scale={1} />
    </>
  );
}

function Bottle({ palette, mark }: { palette: Palette; mark: VisualMark }) {
  return (
    <>
      <Shadow rx={28} />
      <rect x={42} y={12} width={16} height={5} rx={2.5} fill="#3a302a" />
      <rect x={54} y={10} width={20} height={8} rx={2} fill="#3a302a" />
      <rect x={61} y={18} width={6} height={11} fill="#6b5d54" />
      <rect x={53} y={28} width={22} height={10} rx={2} fill="#3a302a" />
      <path d="M52 38 H76 Q88 44 88 58 V102 Q88 110 80 110 H48 Q40 110 40 102 V58 Q40 44 52 38 Z" fill={palette.base} />
      <path d="M46 58 V100" stroke={cream} strokeOpacity={0.3} strokeWidth={4} strokeLinecap="round" />
      <rect x={46} y={62} width={36} height={34} rx={5} fill={cream} />
      <Mark mark={mark} x={64} y={79} colour={palette.base} scale={0.95} />
    </>
  );
}

function Tube({ palette, mark }: { palette: Palette; mark: VisualMark }) {
  return (
    <>
      <Shadow rx={30} />
      <rect x={50} y={10} width={20} height={14} rx={3} fill={palette.dark} />
      <path d="M51 24 H69 L74 31 H46 Z" fill={palette.dark} />
      <path d="M46 31 H74 L86 98 H34 Z" fill={palette.base} />
      <rect x={31} y={97} width={58} height={11} rx={2} fill={palette.dark} />
      <path
        d="M36 100 V106 M42 100 V106 M48 100 V106 M54 100 V106 M60 100 V106 M66 100 V106 M72 100 V106 M78 100 V106 M84 100 V106"
        stroke={cream}
        strokeOpacity={0.3}
        strokeWidth={1.2}
      />
      <rect x={46} y={50} width={28} height={30} rx={5} fill={cream} />
      <Mark mark={mark} x={60} y={65} colour={palette.base} scale={0.85} />
    </>
  );
}

function Kit({ palette, mark }: { palette: Palette; mark: VisualMark }) {
  const ribbon = '#f7d9a8';
  return (
    <>
      <Shadow rx={40} />
      <rect x={24} y={52} width={72} height={56} rx={4} fill={palette.base} />
      <rect x={20} y={40} width={80} height={16} rx={3} fill={palette.dark} />
      <rect x={42} y={40} width={10} height={68} fill={ribbon} />
      <path d="M47 40 Q30 20 26 31 Q24 40 47 40 Z" fill={ribbon} />
      <path d="M47 40 Q64 20 68 31 Q70 40 47 40 Z" fill={ribbon} />
      <circle cx={47} cy={39} r={4} fill="#e9b949" />
      <circle cx={75} cy={82} r={13} fill={cream} />
      <Mark mark={mark} x={75} y={82} colour={palette.base} scale={0.85} />
    </>
  );
}

function Bowl({ palette, shallow }: { palette: Palette; shallow: boolean }) {
  const depth = shallow ? 84 : 100;
  return (
    <>
      <Shadow rx={42} />
      <path d={`M18 60 Q22 ${depth} 60 ${depth + 2} Q98 ${depth} 102 60 Z`} fill={palette.base} />
      <path d={`M42 ${depth - 1} H78 Q79 ${depth + 8} 74 ${depth + 8} H46 Q41 ${depth + 8} 42 ${depth - 1} Z`} fill={palette.dark} />
      <ellipse cx={60} cy={60} rx={42} ry={10} fill={palette.base} stroke={palette.dark} strokeWidth={1.5} />
      <ellipse cx={60} cy={61} rx={34} ry={6.5} fill={palette.dark} />
      <path d={`M27 68 Q31 ${depth - 14} 46 ${depth - 6}`} stroke={cream} strokeOpacity={0.35} strokeWidth={3} strokeLinecap="round" fill="none" />
    </>
  );
}

/** A slow feeder seen from above: the maze that makes a dog eat slowly. */
function SlowBowl({ palette }: { palette: Palette }) {
  return (
    <>
      <Shadow rx={42} />
      <circle cx={60} cy={60} r={46} fill={palette.dark} />
      <circle cx={60} cy={60} r={42} fill={palette.base} />
      <circle cx={60} cy={60} r={35} fill={palette.dark} opacity={0.55} />
      <g stroke={palette.base} strokeWidth={5} strokeLinecap="round" fill="none">
        <path d="M60 30 V50" />
        <path d="M60 70 V90" />
        <path d="M30 60 H48" />
        <path d="M72 60 H90" />
        <path d="M42 42 A25 25 0 0 1 52 36" />
        <path d="M78 78 A25 25 0 0 1 68 84" />
        <path d="M84 48 A25 25 0 0 1 86 56" />
        <path d="M36 72 A25 25 0 0 1 34 64" />
        <circle cx={60} cy={60} r={5} fill={palette.base} />
      </g>
    </>
  );
}

function Scoop({ palette }: { palette: Palette }) {
  return (
    <>
      <Shadow rx={40} />
      <rect x={72} y={50} width={36} height={11} rx={5.5} fill={palette.dark} transform="rotate(-18 74 55)" />
      <path d="M22 44 H78 L74 96 Q73 104 65 104 H35 Q27 104 26 96 Z" fill={palette.base} />
      <ellipse cx={50} cy={44} rx={28} ry={6} fill={palette.dark} />
      <path d="M33 58 H45 M33 68 H41 M33 78 H45 M33 88 H41" stroke={cream} strokeWidth={2} strokeLinecap="round" />
    </>
  );
}

function Container({ palette }: { palette: Palette }) {
  const kibble = '#b9834f';
  const kibbles: [number, number][] = [];
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 6; column++) kibbles.push([36 + column * 8.6 + (row % 2) * 4.3, 66 + row * 8.6]);
  }
  return (
    <>
      <Shadow rx={36} />
      <rect x={28} y={36} width={64} height={72} rx={8} fill="#edf2ee" stroke="#c9d3cc" strokeWidth={1.5} />
      {kibbles.map(([cx, cy], index) => (
        <ellipse key={index} cx={cx} cy={cy} rx={3.8} ry={3} fill={index % 3 === 0 ? '#8a5c31' : kibble} />
      ))}
      <rect x={24} y={24} width={72} height={14} rx={4} fill={palette.base} />
      <rect x={52} y={34} width={16} height={10} rx={2} fill={palette.dark} />
      <path d="M34 44 V100" stroke="#ffffff" strokeOpacity={0.6} strokeWidth={3} strokeLinecap="round" />
    </>
  );
}

export function ProductVisual({ product, size, className, decorative = false }: ProductVisualProps) {
  const { t } = useTranslation('product');
  const { shape, mark, palette } = productVisualModel(product);
  let drawing: ReactNode;
  switch (shape) {
    case 'bag':
      drawing = <Bag palette={palette} mark={mark} name={product.name} />;
      break;
    case 'pouch':
      drawing = <Pouch palette={palette} mark={mark} />;
      break;
    case 'chews':
      drawing = <Chews palette={palette} />;
      break;
    case 'tin':
      drawing = <Tin palette={palette} mark={mark} />;
      break;
    case 'sachets':
      drawing = <Sachets palette={palette} mark={mark} />;
      break;
    case 'jar':
      drawing = <Jar palette={palette} mark={mark} />;
      break;
    case 'bottle':
      drawing = <Bottle palette={palette} mark={mark} />;
      break;
    case 'tube':
      drawing = <Tube palette={palette} mark={mark} />;
      break;
    case 'kit':
      drawing = <Kit palette={palette} mark={mark} />;
      break;
    case 'bowl':
      drawing = <Bowl palette={palette} shallow={product.animal_type === 'cat'} />;
      break;
    case 'slow_bowl':
      drawing = <SlowBowl palette={palette} />;
      break;
    case 'scoop':
      drawing = <Scoop palette={palette} />;
      break;
    case 'container':
      drawing = <Container palette={palette} />;
      break;
  }
  return (
    <svg
      viewBox="0 0 120 120"
      width={size}
      height={size}
      className={className}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t(shape === 'bag' ? 'visual.bag' : 'visual.item', { name: product.name }) })}
      focusable="false"
      data-shape={shape}
    >
      {drawing}
    </svg>
  );
}
