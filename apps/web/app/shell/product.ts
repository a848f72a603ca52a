/** The product name, as in page titles '{page} - Brokkie App' (§2). */
export const productName = 'Brokkie';
