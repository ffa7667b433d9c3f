import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ActionBar } from './action-bar';
import { DraftRestored } from './notices';
import { SaveOutcome, type SaveOutcomeWords } from './save-outcome';
import { UnsavedGuard } from './unsaved-guard';
import type { SaveState } from '@/domain/saves/save-rules';
import { BackLink } from '@/components/back-link';

/** What EditPage needs of the page's useSave. */
interface EditPageSave {
  state: SaveState;
  busy: boolean;
  bindFields: (el: HTMLElement | null) => void;
  bindAlert: (el: HTMLElement | null) => void;
}

interface Props {
  /** The browser tab's title. */
  title?: string;
  back?: { href: string; label: ReactNode };
  heading: ReactNode;
  /** Under the heading: whose record it is, what the page can and cannot show. */
  intro?: ReactNode;
  /** Unsaved changes: leaving the page asks first. */
  dirty: boolean;
  save: EditPageSave;
  /** The page's draft (useDraft): restored after a reload, said so once. */
  draft: { restored: unknown; dismiss: () => void };
  /** Given: the restored notice offers to discard the draft. */
  onDiscardDraft?: () => void;
  /** A draft made over another version of the record, shown beside it until the admin chooses; the fields wait. */
  stale?: ReactNode;
  /**
   * The fields stay mounted (hidden) while `stale` is shown: a form library's registered fields keep
   * their values. By default they are not drawn at all.
   */
  keepFieldsWhileStale?: boolean;
  outcome: { words: SaveOutcomeWords; onSendAgain: () => void; onCheckAgain?: () => void };
  /** Given: the fields are a form, sent by Enter and by the bar's submit button. */
  onSubmit?: () => void;
  formLabel?: string;
  /** The bar's buttons; the one that saves carries aria-keyshortcuts={SAVE_SHORTCUT} (Ctrl/Cmd+S). */
  actions: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** Below the fields and the bar: dialogs the save opens. */
  after?: ReactNode;
}

/**
 * An edit page: the leave guard, the heading, the restored or stale draft, the fields (any invalid
 * one stops the save), the save's outcome and the action bar, in that order on every page.
 */
export function EditPage({
  title,
  back,
  heading,
  intro,
  dirty,
  save,
  draft,
  onDiscardDraft,
  stale,
  keepFieldsWhileStale,
  outcome,
  onSubmit,
  formLabel,
  actions,
  children,
  after,
}: Props) {
  const { bindFields } = save;
  const body = (
    <Stack gap="md">
      {children}
      <SaveOutcome state={save.state} busy={save.busy} bindAlert={save.bindAlert} {...outcome} />
      <ActionBar>{actions}</ActionBar>
    </Stack>
  );
  const hidden = Boolean(stale);
  const fields = onSubmit ? (
    <form
      ref={bindFields}
      noValidate
      hidden={hidden}
      aria-label={formLabel}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {body}
    </form>
  ) : (
    <div ref={bindFields} hidden={hidden}>
      {body}
    </div>
  );
  return (
    <Stack gap="md">
      {title && <title>{title}</title>}
      <UnsavedGuard dirty={dirty} />
      {back && <BackLink to={back.href}>{back.label}</BackLink>}
      <Title order={1} className="break-anywhere">
        {heading}
      </Title>
      {intro}
      {Boolean(draft.restored) && <DraftRestored onDismiss={draft.dismiss} onDiscard={onDiscardDraft} />}
      {stale}
      {(!stale || keepFieldsWhileStale) && fields}
      {after}
    </Stack>
  );
}
