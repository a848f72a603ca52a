import { useTranslation } from 'react-i18next';
import type { ShopProduct } from '@brokkie/contracts/catalogue';
import type { CalculatePricesResponse } from '@brokkie/contracts/pricing';
import { formatCents } from '@brokkie/domain/format';
import { formatFoodWeight } from '../../components/food-quantities.ts';
import { LinePicture, ProductLine } from '../../components/product-line.tsx';
import styles from './order-summary.module.css';

type Line = CalculatePricesResponse['lines'][number];

interface ContentsProps {
  lines: Line[];
  petNames: Map<string, string>;
  products: Map<string, ShopProduct>;
  /** Product ids of the extras in this box only (the delivery's custom_amounts); the others come every time. */
  onceOnly: ReadonlySet<string>;
  localeTag: string;
}

/** Formula lines by pet, then by formula (its sacs), in the order the cart lists them. */
function linesByPet(lines: Line[]): { animal: string; formulas: { product: string; lines: Line[] }[] }[] {
  const groups: { animal: string; formulas: { product: string; lines: Line[] }[] }[] = [];
  for (const line of lines) {
    if (line.kind !== 'formula' || line.animal === null) continue;
    let group = groups.find((candidate) => candidate.animal === line.animal);
    if (!group) {
      group = { animal: line.animal, formulas: [] };
      groups.push(group);
    }
    const formula = group.formulas.find((candidate) => candidate.product === line.product);
    if (formula) formula.lines.push(line);
    else group.formulas.push({ product: line.product, lines: [line] });
  }
  return groups;
}

function LineRow({ label, line, localeTag }: { label: string; line: Line; localeTag: string }) {
  return (
    <li className={styles.line}>
      <span className={styles.lineLabel}>{label}</span>
      <span className={styles.linePrice}>{formatCents(line.total_incl_vat, localeTag)}</span>
    </li>
  );
}

/**
 * What the first box holds: per pet its formula (its picture, its name) and sacs (sizes, trial
 * sacs), then the extras, each with its picture.
 */
export function DeliveryContents({ lines, petNames, products, onceOnly, localeTag }: ContentsProps) {
  const { t } = useTranslation('order_summary');
  const pets = linesByPet(lines);
  const extras = lines.filter((line) => line.kind === 'extra');
  const productName = (url: string) => products.get(url)?.name ?? t('unknown_product');

  return (
    <div className={styles.contents}>
      {pets.map(({ animal, formulas }) => (
        <section key={animal} className={styles.petBlock} aria-labelledby={`pet-${animal}`}>
          <h3 id={`pet-${animal}`} className={styles.blockTitle}>
            {t('pet_food', { name: petNames.get(animal) ?? t('unknown_pet') })}
          </h3>
          {formulas.map(({ product, lines: sacs }) => (
            <div key={product} className={styles.formula}>
              <LinePicture product={products.get(product)} />
              <div className={styles.formulaBody}>
                <p className={styles.formulaName}>{productName(product)}</p>
                <ul className={styles.lines}>
                  {sacs.map((line, index) => (
                    <LineRow
                      key={index}
                      line={line}
                      localeTag={localeTag}
                      label={t(line.trial ? 'trial_sac' : 'sacs', {
                        count: line.quantity,
                        size: formatFoodWeight(line.unit_grams ?? 0, localeTag),
                      })}
                    />
                  ))}
                </ul>
              </div>
            </div>
          ))}
        </section>
      ))}
      {extras.length > 0 && (
        <section className={styles.petBlock} aria-labelledby="extras-title">
          <h3 id="extras-title" className={styles.blockTitle}>
            {t('extras_title')}
          </h3>
          <ul className={styles.lines}>
            {extras.map((line, index) => (
              <ProductLine key={index} product={products.get(line.product)} amount={formatCents(line.total_incl_vat, localeTag)}>
                {t(onceOnly.has(String(products.get(line.product)?.id)) ? 'extra_once' : 'extra_every', {
                  count: line.quantity,
                  name: productName(line.product),
                })}
              </ProductLine>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
