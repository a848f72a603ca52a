/** One catalog per locale; its top-level keys are namespaces (common, errors, validation, ...). */
export type Catalog = Record<string, Record<string, unknown>>;
