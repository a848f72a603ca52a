import type { ReactNode } from 'react';
import { ProductVisual } from './product-visual.tsx';
import type { VisualProduct } from './product-visual-model.ts';
import linesStyles from './order-lines.module.css';

/**
 * The small picture before a line that names a product (a box's contents, the checkout's recap):
 * decorative, as the line's text names the product. A product the catalogue no longer lists keeps
 * the picture's place, so its line's text lines up with the others.
 */
export function LinePicture({ product }: { product: VisualProduct | undefined }) {
  return product ? <ProductVisual product={product} decorative className={linesStyles.picture} /> : <span className={linesStyles.picture} aria-hidden="true" />;
}

/** One line of a box: the product's picture, what it is, and (where the page prices it) its amount. */
export function ProductLine({ product, amount, children }: { product: VisualProduct | undefined; amount?: string; children: ReactNode }) {
  return (
    <li className={linesStyles.productLine}>
      <LinePicture product={product} />
      <span className={linesStyles.what}>{children}</span>
      {amount !== undefined && <span className={linesStyles.amount}>{amount}</span>}
    </li>
  );
}
