// The dream, editable in place: title, text and tags change locally until Save Changes (which only
// appears once something changed). Edits saved on another device show up here at once unless this
// page holds unsaved edits of that part, which are never overwritten. Leaving with unsaved edits asks
// first, and Save Changes stays on screen (a bar at the bottom of the window) while there are any.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs, ToggleButton, type Key } from 'react-aria-components';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { DreamDetailsViewConflictQuery as DreamConflictQuery } from '../../__generated__/DreamDetailsViewConflictQuery.graphql.ts';
import type { DreamDetailsView_dream$key } from '../../__generated__/DreamDetailsView_dream.graphql.ts';
import type { InterpretationPanels_dream$key } from '../../__generated__/InterpretationPanels_dream.graphql.ts';
import type { InterpretationPanels_query$key } from '../../__generated__/InterpretationPanels_query.graphql.ts';
import { useSignedInViewer } from '../../app/AppViewer.tsx';
import { DraftNotice } from '../../components/DraftNotice.tsx';
import { PencilIcon, SparkleIcon } from '../../components/icons.tsx';
import { RichTextEditor, type EditorContent } from '../../components/editor/RichTextEditor.tsx';
import { ShortLabel } from '../../components/ShortLabel.tsx';
import { isSaveShortcut } from '../../components/saveShortcut.ts';
import { TagEditor } from '../../components/tags/TagEditor.tsx';
import { showToast } from '../../components/toast/toastQueue.ts';
import { UnsavedChangesDialog, useUnsavedChangesPrompt } from '../../components/useUnsavedChangesPrompt.tsx';
import { formatDreamDateTime } from '../../i18n/formatDates.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { ApiRequestError } from '../../http/ApiRequestError.ts';
import { useCreateDreamMutation } from '../../mutations/useCreateDreamMutation.ts';
import { useUpdateDreamMutation, type UpdateDreamInput } from '../../mutations/useUpdateDreamMutation.ts';
import { DeleteDreamButton } from './DeleteDreamButton.tsx';
import { DreamConflictDialog } from './DreamConflictDialog.tsx';
import { DreamContentCodes } from './DreamContentCodes.tsx';
import { DreamDetailsActions } from './DreamDetailsActions.tsx';
import { DreamDetailsAudio } from './DreamDetailsAudio.tsx';
import { DreamDetailsTitle } from './DreamDetailsTitle.tsx';
import { loadDreamEditDraft, storeDreamEditDraft, type DreamEditDraft } from './dreamEditDraft.ts';
import { InterpretationPanels } from './interpretations/InterpretationPanels.tsx';
import '../../components/button.css';
import { useTagSuggestions } from '../../relay/useTagSuggestions.ts';
import '../../components/sticky-actions.css';

// The saved version, read when a save meets a CONFLICT; it lands in the store, so the page shows it.
const conflictQuery = graphql`
  query DreamDetailsViewConflictQuery($id: ID!) {
    node(id: $id) {
      ... on DreamEntry {
        id
        title
        content
        contentText
        date
        tags
        updatedAt
      }
    }
  }
`;

const dreamFragment = graphql`
  fragment DreamDetailsView_dream on DreamEntry {
    id
    title
    content
    contentText
    date
    tags
    updatedAt
    ...DreamDetailsActions_dream
    ...DreamContentCodes_dream
    ...DreamDetailsAudio_dream
    ...DeleteDreamButton_dream
  }
`;

// Each tab's name, and the word of it a phone shows so that all five fit one row (ShortLabel).
const INTERPRETATION_TABS = [
  { id: 'jung', label: m.tab_jung, short: m.tab_jung_short },
  { id: 'rogers', label: m.tab_rogers, short: m.tab_rogers_short },
  { id: 'cbt', label: m.tab_cbt, short: m.tab_cbt_short },
  { id: 'yours', label: m.tab_yours, short: m.tab_yours },
] as const;

function sameTags(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((tag, index) => tag === b[index]);
}

interface DreamDetailsViewProps {
  dream: DreamDetailsView_dream$key;
  /** The same dream, for the interpretation panels' fragment (the screen query spreads both). */
  interpretations: InterpretationPanels_dream$key;
  query: InterpretationPanels_query$key;
  /** The screen was shown from the store, so its interpretations are read again. */
  refreshInterpretations: boolean;
  onLeaving: (isLeaving: boolean) => void;
}

export function DreamDetailsView({
  dream: dreamKey,
  interpretations,
  query,
  refreshInterpretations,
  onLeaving,
}: DreamDetailsViewProps) {
  const dream = useFragment(dreamFragment, dreamKey);
  // Interpretation panels stay mounted once opened (see InterpretationPanels).
  const [openedTabs, setOpenedTabs] = useState<ReadonlySet<Key>>(() => new Set(['dream']));
  const [selectedTab, setSelectedTab] = useState<Key>('dream');
  const selectTab = (key: Key) => {
    setSelectedTab(key);
    setOpenedTabs((opened) => (opened.has(key) ? opened : new Set(opened).add(key)));
  };
  // Each press of "Generate Jung's Take" on the Dream tab (see AiInterpretationPanel).
  const [jungRequest, setJungRequest] = useState(0);
  const [updateDream, isSaving] = useUpdateDreamMutation();
  const suggestTags = useTagSuggestions();
  const descriptionLabelId = useId();

  // Unsaved edits; null means "as saved". Edits kept from an earlier visit (a reload, a closed tab,
  // a save that found no network) come back, with the version they began from.
  const viewer = useSignedInViewer();
  const [restored] = useState(() => loadDreamEditDraft(viewer.id, dream.id));
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [titleDraft, setTitleDraft] = useState<string | null>(restored?.title ?? null);
  const [contentDraft, setContentDraft] = useState<EditorContent | null>(restored?.content ?? null);
  const [tagsDraft, setTagsDraft] = useState<string[] | null>(restored?.tags ?? null);
  // The text is shown to read; its editing tools appear when the reader asks to edit it.
  const [isEditingText, setEditingText] = useState(restored?.content != null);

  // The editor is uncontrolled: when the saved text changes under a clean editor (another device
  // saved it), a new key makes it start again from the new text.
  const [editorVersion, setEditorVersion] = useState(0);
  const [shownContent, setShownContent] = useState(dream.content);
  if (dream.content !== shownContent) {
    setShownContent(dream.content);
    if (contentDraft === null) setEditorVersion((version) => version + 1);
  }

  const changes: UpdateDreamInput = {};
  if (titleDraft !== null && titleDraft !== dream.title) changes.title = titleDraft;
  if (contentDraft !== null && contentDraft.html !== dream.content) changes.content = contentDraft.html;
  if (tagsDraft !== null && !sameTags(tagsDraft, dream.tags)) changes.tags = tagsDraft;
  const hasChanges = Object.keys(changes).length > 0;
  const { blocker, allowLeaving } = useUnsavedChangesPrompt(hasChanges);
  const [saveFailed, setSaveFailed] = useState(false);

  // The version these edits started from: if the dream changes elsewhere meanwhile (live updates
  // show it here), Save Changes does not overwrite it silently (see DreamConflictDialog).
  const [editBase, setEditBase] = useState<string | null>(restored?.base ?? null);
  if (hasChanges && editBase === null) setEditBase(dream.updatedAt);
  if (!hasChanges && editBase !== null) setEditBase(null);
  const [conflict, setConflict] = useState(false);
  const environment = useRelayEnvironment();

  // Written on every change, so the storage always holds what is unsaved on screen.
  const unsaved = hasChanges
    ? JSON.stringify({ title: titleDraft, content: contentDraft, tags: tagsDraft, base: editBase ?? dream.updatedAt })
    : null;
  useEffect(
    () => storeDreamEditDraft(viewer.id, dream.id, unsaved ? (JSON.parse(unsaved) as DreamEditDraft) : null),
    [viewer.id, dream.id, unsaved],
  );
  const [createDream, isCreating] = useCreateDreamMutation();

  const editsSaved = () => {
    setShowRestored(false);
    setTitleDraft(null);
    setContentDraft(null);
    setTagsDraft(null);
    setEditingText(false);
    setConflict(false);
  };

  const save = (base: string | null = editBase) => {
    if (!hasChanges || isSaving) return;
    setSaveFailed(false);
    updateDream(
      dream.id,
      { ...changes, baseUpdatedAt: base },
      {
        onUpdated: () => {
          editsSaved();
          showToast({ title: m.toast_dream_updated });
        },
        onError: (error) => {
          // Changed elsewhere: read the saved version, then let the person choose.
          if (error instanceof ApiRequestError && error.code === 'CONFLICT') {
            void fetchQuery<DreamConflictQuery>(
              environment,
              conflictQuery,
              { id: dream.id },
              { fetchPolicy: 'network-only' },
            )
              .toPromise()
              .then(
                () => setConflict(true),
                () => setSaveFailed(true),
              );
            return;
          }
          // The edits stay on the page and Save Changes works again; said next to it (a toast would
          // cover it).
          setSaveFailed(true);
        },
      },
    );
  };

  const keepSaved = () => {
    editsSaved();
    // The editor holds the discarded text; it starts again from the saved one.
    setEditorVersion((version) => version + 1);
  };

  const keepBoth = () =>
    createDream(
      {
        title: titleDraft ?? dream.title,
        content: contentDraft?.html ?? dream.content,
        tags: tagsDraft ?? [...dream.tags],
      },
      {
        onCreated: () => {
          keepSaved();
          showToast({ title: m.conflict_kept_both });
        },
        onError: () => {
          setConflict(false);
          setSaveFailed(true);
        },
      },
    );

  const saveOnShortcut = (event: KeyboardEvent) => {
    if (!isSaveShortcut(event)) return;
    // Captured before the editor sees it, so Ctrl+Enter saves rather than adding a line.
    event.preventDefault();
    event.stopPropagation();
    save();
  };

  return (
    <article className="page dream-details" onKeyDownCapture={saveOnShortcut}>
      <header className="dream-details__header">
        <DreamDetailsTitle
          title={titleDraft ?? dream.title}
          onChange={(title) => setTitleDraft(title === dream.title ? null : title)}
          isDisabled={isSaving}
        />
        <p className="dream-details__date">
          <time dateTime={dream.date}>{formatDreamDateTime(dream.date)}</time>
        </p>
        <DreamDetailsActions dream={dream} />
      </header>

      {showRestored && hasChanges && <DraftNotice onDiscard={keepSaved} isDisabled={isSaving} />}

      <DreamDetailsAudio dream={dream} />

      <Tabs className="dream-tabs" selectedKey={selectedTab} onSelectionChange={selectTab}>
        <TabList className="dream-tabs__list" aria-label={m.dream_tabs()}>
          <Tab id="dream" className="dream-tabs__tab">
            {m.tab_dream()}
          </Tab>
          {INTERPRETATION_TABS.map(({ id, label, short }) => (
            <Tab key={id} id={id} className="dream-tabs__tab" aria-label={label()}>
              <ShortLabel full={label()} short={short()} />
            </Tab>
          ))}
        </TabList>

        {/* Always in the page: printing from an interpretation's tab still prints the dream first. */}
        <TabPanel id="dream" className="dream-tabs__panel" shouldForceMount>
          <div className="field dream-details__text">
            <div className="dream-details__text-bar">
              <span id={descriptionLabelId} className="visually-hidden">
                {m.dream_description()}
              </span>
              <ToggleButton
                className="button button--ghost dream-details__edit-text"
                isSelected={isEditingText}
                onChange={setEditingText}
                isDisabled={isSaving}
              >
                <PencilIcon width={16} height={16} />
                {m.dream_edit_text()}
              </ToggleButton>
            </div>
            <RichTextEditor
              key={editorVersion}
              labelledBy={descriptionLabelId}
              placeholder={m.editor_placeholder()}
              // A restored edit starts the editor from its own text, until it is saved or dropped.
              initialHtml={editorVersion === 0 && restored?.content ? restored.content.html : dream.content}
              onChange={setContentDraft}
              isDisabled={isSaving}
              isReading={!isEditingText}
            />
          </div>

          <TagEditor
            tags={tagsDraft ?? dream.tags}
            onChange={(tags) => setTagsDraft(sameTags(tags, dream.tags) ? null : tags)}
            isDisabled={isSaving}
            suggest={suggestTags}
          />

          <DreamContentCodes dream={dream} />

          <div className="dream-details__footer">
            <DeleteDreamButton
              dream={dream}
              onLeaving={(isLeaving) => {
                // A deleted dream has no edits left to lose, nor to keep.
                if (isLeaving) storeDreamEditDraft(viewer.id, dream.id, null);
                allowLeaving(isLeaving);
                onLeaving(isLeaving);
              }}
            />
            <div className="dream-details__footer-actions">
              <Button
                className="button button--secondary"
                onPress={() => {
                  selectTab('jung');
                  setJungRequest((count) => count + 1);
                }}
              >
                <SparkleIcon width={18} height={18} />
                {m.interpretation_generate_jung()}
              </Button>
            </div>
          </div>
        </TabPanel>

        <InterpretationPanels
          dream={interpretations}
          query={query}
          openedTabs={openedTabs}
          refreshOnMount={refreshInterpretations}
          jungRequest={jungRequest}
        />
      </Tabs>

      {hasChanges && (
        <div className="sticky-actions">
          {saveFailed && (
            <p className="sticky-actions__error" role="alert">
              {m.error_dream_update()}
            </p>
          )}
          <div className="form-actions">
            <Button
              className="button button--primary"
              onPress={() => save()}
              isDisabled={isSaving}
              // As every button of the bar: see sticky-actions.css.
              preventFocusOnPress
              aria-keyshortcuts="Control+Enter Meta+Enter"
            >
              {isSaving ? m.record_saving() : m.dream_save_changes()}
            </Button>
          </div>
        </div>
      )}

      <UnsavedChangesDialog blocker={blocker}>{m.unsaved_text_dream()}</UnsavedChangesDialog>
      <DreamConflictDialog
        isOpen={conflict}
        saved={{ title: dream.title, text: dream.contentText, tags: dream.tags }}
        mine={{
          title: titleDraft ?? dream.title,
          text: contentDraft?.text ?? dream.contentText,
          tags: tagsDraft ?? dream.tags,
        }}
        isPending={isSaving || isCreating}
        onKeepSaved={keepSaved}
        onKeepMine={() => save(dream.updatedAt)}
        onKeepBoth={keepBoth}
      />
    </article>
  );
}
