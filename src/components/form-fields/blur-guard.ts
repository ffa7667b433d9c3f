import type { FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';

/**
 * register() whose blur validation is skipped when focus moves to a button of the same form. An error
 * appearing on blur pushes the buttons below it down, and the click that caused the blur then lands
 * beside the button and is lost. Submitting validates every field anyway. An empty field is not checked on
 * blur either, so nothing shows red before the admin typed something wrong or tried to save.
 */
// Fields that were empty when focus came to them: leaving one still empty is passing over it, not
// emptying it (an email cleared out of a saved member is a mistake said at once).
const emptyOnFocus = new WeakSet<EventTarget>();

export function registerGuarded<T extends FieldValues>(
  register: UseFormRegister<T>,
  name: Path<T>,
): UseFormRegisterReturn<Path<T>> & { onFocus: (event: { target: EventTarget | null }) => void; className: string } {
  const registration = register(name);
  return {
    ...registration,
    // The room of the message the blur may show is kept free (app.css): a click on a radio or a tick
    // box below, which this guard does not spare, lands where it was aimed.
    className: 'message-space',
    onFocus: (event) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement)) return;
      if (target.value.trim() === '') emptyOnFocus.add(target);
      else emptyOnFocus.delete(target);
    },
    onBlur: async (event) => {
      const next = (event as { relatedTarget?: EventTarget | null }).relatedTarget;
      const target = (event as { target?: EventTarget | null }).target;
      if (
        next instanceof HTMLButtonElement &&
        target instanceof HTMLElement &&
        next.form &&
        next.form === target.closest('form')
      )
        return;
      // Passing over an empty field is not a mistake yet: "required" is said on submit, not in red on the way through.
      if (
        target instanceof HTMLInputElement &&
        target.value.trim() === '' &&
        emptyOnFocus.has(target) &&
        target.getAttribute('aria-invalid') !== 'true'
      )
        return;
      return registration.onBlur(event);
    },
  };
}
