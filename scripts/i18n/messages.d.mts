export const root: string;
export const catalogueDir: string;
export function declaredMessages(): {
  messages: Map<string, { text: string; file: string }>;
  problems: string[];
};
export function readCatalogue(language: string): Record<string, string>;
export function catalogueLanguages(): string[];
