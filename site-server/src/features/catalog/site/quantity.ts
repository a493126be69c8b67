/**
 * Quantity inputs with minus and plus (SPEC §5): the value stays between the input's data-min
 * (default 0) and data-max (default unlimited).
 */
export function quantityBounds(input: HTMLInputElement): { min: number; max: number } {
  const min = Number(input.dataset.min ?? '0');
  const max =
    input.dataset.max === undefined || input.dataset.max === '' ? Infinity : Number(input.dataset.max);
  return { min: Number.isFinite(min) ? min : 0, max: Number.isNaN(max) ? Infinity : max };
}

export function clampQuantity(value: number, bounds: { min: number; max: number }): number {
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

/** The input's value after one step of its minus (-1) or plus (+1) button. */
export function steppedQuantity(input: HTMLInputElement, step: number): number {
  const current = Number.parseInt(input.value, 10);
  return clampQuantity((Number.isFinite(current) ? current : 0) + step, quantityBounds(input));
}
