import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopProduct } from '@brokkie/contracts/catalogue';
import { Button, type ButtonSize, type ButtonVariant } from './button.tsx';
import { InfoIcon } from './icons.tsx';
import { hasDetails } from './product-details-model.ts';

const loadPanel = () => import('./product-details-panel.tsx');
const ProductDetailsPanel = lazy(loadPanel);

interface ProductDetailsButtonProps {
  product: ShopProduct;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Say the product's name in the visible label too (where it is not next to its name). */
  named?: boolean;
}

/**
 * Opens a product's detail view (composition, analytical constituents, additives, and for a
 * formula its feeding guide) in a modal dialog. Nothing for a product with nothing more to say
 * (an accessory). The dialog's code loads when the button is first pointed at, focused or pressed.
 */
export function ProductDetailsButton({ product, variant = 'link', size = 'sm', className, named = false }: ProductDetailsButtonProps) {
  const { t } = useTranslation('product');
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (!hasDetails(product)) return null;
  const formula = product.kind === 'formula';
  const prefetch = () => void loadPanel();
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        iconStart={<InfoIcon size={18} />}
        aria-haspopup="dialog"
        aria-label={named ? undefined : t(formula ? 'details.open_formula_named' : 'details.open_extra_named', { name: product.name })}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onPress={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {named
          ? t(formula ? 'details.open_formula_named' : 'details.open_extra_named', { name: product.name })
          : t(formula ? 'details.open_formula' : 'details.open_extra')}
      </Button>
      {(open || mounted) && (
        <Suspense fallback={null}>
          <ProductDetailsPanel product={product} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
