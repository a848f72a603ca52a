import { useTranslation } from 'react-i18next';
import { formatCents } from '@brokkie/domain/format';
import type { BoxContents, BoxLine } from '../lib/box-contents.ts';
import { formatFoodWeight } from './food-quantities.ts';
import { ProductLine } from './product-line.tsx';
import linesStyles from './order-lines.module.css';

/** The catalog keys (with their namespace) of the page that shows a box: each words it its own way. */
export interface BoxLinesKeys {
  /** A formula line: {count} sacs of {size} {name}. */
  sacs: string;
  /** Any other line: {count} × {name}. */
  units: string;
  unnamedProduct: string;
  unnamedPet: string;
  extras: string;
}

function Line({ line, localeTag, keys }: { line: BoxLine; localeTag: string; keys: BoxLinesKeys }) {
  const { t } = useTranslation();
  const name = line.product?.name ?? t(keys.unnamedProduct);
  return (
    <ProductLine product={line.product} amount={formatCents(line.total, localeTag)}>
      {line.unitGrams
        ? t(keys.sacs, { count: line.amount, size: formatFoodWeight(line.unitGrams, localeTag), name })
        : t(keys.units, { count: line.amount, name })}
    </ProductLine>
  );
}

/** What a box holds: the sacs per pet, then the extras, each line with its product's picture and its price. */
export function BoxLines({ contents, localeTag, keys }: { contents: BoxContents; localeTag: string; keys: BoxLinesKeys }) {
  const { t } = useTranslation();
  const group = (key: string, title: string, lines: BoxLine[]) => (
    <div key={key} className={linesStyles.group}>
      <h3 className={linesStyles.groupTitle}>{title}</h3>
      <ul className={linesStyles.lines}>
        {lines.map((line) => (
          <Line key={line.key} line={line} localeTag={localeTag} keys={keys} />
        ))}
      </ul>
    </div>
  );
  return (
    <>
      {contents.pets.map((pet) => group(pet.url, pet.name ?? t(keys.unnamedPet), pet.lines))}
      {contents.extras.length > 0 && group('extras', t(keys.extras), contents.extras)}
    </>
  );
}
