// The dream, editable in place: title, text and tags change locally until Save Changes (which only
// appears once something changed). Edits saved on another device show up here at once unless this
// page holds unsaved edits of that part, which are never overwritten. Leaving with unsaved edits asks
// first, and Save Changes stays on screen (a bar at the bottom of the window) while there are any.
import { useId, useState, type KeyboardEvent } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs, ToggleButton, type Key } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { DreamDetailsView_dream$key } from '../../__generated__/DreamDetailsView_dream.graphql.ts';
import type { InterpretationPanels_dream$key } from '../../__generated__/InterpretationPanels_dream.graphql.ts';
import type { InterpretationPanels_query$key } from '../../__generated__/InterpretationPanels_query.graphql.ts';
import { PencilIcon, SparkleIcon } from '../../components/icons.tsx';
import { RichTextEditor, type EditorContent } from '../../components/editor/RichTextEditor.tsx';
import { ShortLabel } from '../../components/ShortLabel.tsx';
import { isSaveShortcut } from '../../components/saveShortcut.ts';
import { TagEditor } from '../../components/tags/TagEditor.tsx';
import { showToast } from '../../components/toast/toastQueue.ts';
import { UnsavedChangesDialog, useUnsavedChangesPrompt } from '../../components/useUnsavedChangesPrompt.tsx';
import { formatDreamDateTime } from '../../i18n/formatDates.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUpdateDreamMutation, type UpdateDreamInput } from '../../mutations/useUpdateDreamMutation.ts';
import { DeleteDreamButton } from './DeleteDreamButton.tsx';
import { DreamContentCodes } from './DreamContentCodes.tsx';
import { DreamDetailsActions } from './DreamDetailsActions.tsx';
import { DreamDetailsAudio } from './DreamDetailsAudio.tsx';
import { DreamDetailsTitle } from './DreamDetailsTitle.tsx';
import { InterpretationPanels } from './interpretations/InterpretationPanels.tsx';
import '../../components/button.css';
import { useTagSuggestions } from '../../relay/useTagSuggestions.ts';
import '../../components/sticky-actions.css';

const dreamFragment = graphql`
  fragment DreamDetailsView_dream on DreamEntry {
    id
    title
    content
    date
    tags
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

  // Unsaved edits; null means "as saved".
  const [titleDraft, setTitleDraft] = useState<string | null>(null);
  const [contentDraft, setContentDraft] = useState<EditorContent | null>(null);
  const [tagsDraft, setTagsDraft] = useState<string[] | null>(null);
  // The text is shown to read; its editing tools appear when the reader asks to edit it.
  const [isEditingText, setEditingText] = useState(false);

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

  const save = () => {
    if (!hasChanges || isSaving) return;
    setSaveFailed(false);
    updateDream(dream.id, changes, {
      onUpdated: () => {
        setTitleDraft(null);
        setContentDraft(null);
        setTagsDraft(null);
        setEditingText(false);
        showToast({ title: m.toast_dream_updated });
      },
      // The edits stay on the page and Save Changes works again; said next to it (a toast would
      // cover it).
      onError: () => setSaveFailed(true),
    });
  };

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

        <TabPanel id="dream" className="dream-tabs__panel">
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
              initialHtml={dream.content}
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
                // A deleted dream has no edits left to lose.
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
              onPress={save}
              isDisabled={isSaving}
              aria-keyshortcuts="Control+Enter Meta+Enter"
            >
              {isSaving ? m.record_saving() : m.dream_save_changes()}
            </Button>
          </div>
        </div>
      )}

      <UnsavedChangesDialog blocker={blocker}>{m.unsaved_text_dream()}</UnsavedChangesDialog>
    </article>
  );
}
