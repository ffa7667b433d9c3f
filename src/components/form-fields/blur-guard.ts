import type { FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';

/**
 * register() whose blur validation is skipped when focus moves to a button of the same form. An error
 * appearing on blur pushes the buttons below it down, and the click that caused the blur then lands
 * beside the button and is lost. Submitting validates every field anyway.
 */
export function registerGuarded<T extends FieldValues>(register: UseFormRegister<T>, name: Path<T>): UseFormRegisterReturn<Path<T>> {
  const registration = register(name);
  return {
    ...registration,
    onBlur: async (event) => {
      const next = (event as { relatedTarget?: EventTarget | null }).relatedTarget;
      const target = (event as { target?: EventTarget | null }).target;
      if (next instanceof HTMLButtonElement && target instanceof HTMLElement && next.form && next.form === target.closest('form')) return;
      return registration.onBlur(event);
    },
  };
}
