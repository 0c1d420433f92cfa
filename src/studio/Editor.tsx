/**
 * One open page in three fixed panes, each scrolling on its own: the outline, the page's preview
 * and the fields of the selected section (or the page's own); the status above them.
 */
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import {
  get,
  post,
  type Check,
  type Json,
  type OpenFile,
  type Problem,
  type Schema,
  type StudioSectionType,
} from './client.ts';
import type { Catalog } from './catalog.ts';
import { ConflictDialog } from './ConflictDialog.tsx';
import { differences, merged, type Difference } from './conflict.ts';
import { FieldContext } from './FieldContext.tsx';
import { shareSection, writeOutReference, type ListName } from './fragmentActions.ts';
import { Outline } from './Outline.tsx';
import { canvasEdits } from './canvasEdits.ts';
import { Preview } from './Preview.tsx';
import { fieldFor, placeOf, valueAt } from './problemPlace.ts';
import { ObjectFields } from './SchemaField.tsx';
import { StatusBar } from './StatusBar.tsx';
import { sectionName } from '../shared/schemaWords.ts';
import { isObject, pointerOf } from './schema.ts';
import { moved, moveName } from './sectionList.ts';
import { listenForUndoKeys } from './undoKeys.ts';
import { setAt, useHistory } from './useHistory.ts';
import { useUnsaved } from './useUnsaved.ts';

/** What the studio asks of the open editor before it opens another file. */
export interface EditorHandle {
  hasUnsavedEdits: () => boolean;
  /** Saves the edits; false when the save was refused (the editor says why). */
  save: () => Promise<boolean>;
}

interface Props {
  opened: OpenFile;
  /** What an author calls the file: its page name ("About Us") or "Site settings". */
  name: string;
  catalog: Catalog;
  onSaved: () => void;
  ref?: Ref<EditorHandle>;
}

/** The document as the API takes it: an object (a page file always is one). */
const asDocument = (doc: Json) => (isObject(doc) ? doc : {});

/** What the author is told when the file opened was written for an older content model. */
function migrationNotice(migration: OpenFile['migration']): string {
  if (!migration) return '';
  return `This file was written for content version ${migration.from}; it is shown updated to version ${migration.to} (${migration.steps.join('; ')}). Save to write it at version ${migration.to}.`;
}

/** The sidebar holds only the types whose schema gives them its role (as the validator says). */
const forSidebar = (type: StudioSectionType) => type.roles.includes('sidebar');

/** The page's two lists of sections, each with its own outline. */
const LISTS: { list: ListName; heading: string }[] = [
  { list: 'sections', heading: 'Sections' },
  { list: 'sidebar', heading: 'Sidebar' },
];

export function Editor({ opened, name, catalog, onSaved, ref }: Props) {
  const [openedDoc] = useState(() => JSON.parse(opened.text) as Json);
  const history = useHistory(openedDoc);
  const { doc, change, undo, redo } = history;
  // A migrated file is unsaved until saved: what is on disk is still the old version.
  const [onDiskDoc] = useState(() => JSON.parse(opened.migration?.onDisk ?? opened.text) as Json);
  const { unsaved, markSaved } = useUnsaved(doc, onDiskDoc);
  const keysRoot = useRef<HTMLDivElement>(null);
  // The version of the file as the studio last read or wrote it, and the save under way: the dev
  // server announces the studio's own save too, sometimes before the save's answer arrives.
  const version = useRef(opened.version);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const [check, setCheck] = useState<Check>(opened);
  /** The document the check's problems are about: a field edited since is being checked again. */
  const [checkedDoc, setCheckedDoc] = useState<Json>(openedDoc);
  /** The preview's latest version, and the document it draws. */
  const [preview, setPreview] = useState<{ version: number; doc: Json }>();
  const [selected, setSelected] = useState<{ list: ListName; index: number }>();
  const [notice, setNotice] = useState(() => migrationNotice(opened.migration));
  /** What the last save said: true until an edit makes the page differ from the file again. */
  const savedNotice = useRef<string>(undefined);
  useEffect(() => {
    if (unsaved) setNotice((current) => (current === savedNotice.current ? '' : current));
  }, [unsaved]);
  /** The file as it is on disk, when it changed there since the studio last read or wrote it. */
  const [onDisk, setOnDisk] = useState<OpenFile>();
  /** The two versions' differences, while the author compares them. */
  const [comparing, setComparing] = useState<Difference[]>();
  /** The document as the studio last read or wrote it: a merge prefers the disk's value where it is unchanged. */
  const base = useRef(onDiskDoc);
  /** The field a problem's button asked for; focused once its section's fields are drawn. */
  const [wanted, setWanted] = useState<{ pointer: string }>();
  const file = opened.file;
  const listOf = (list: ListName) => (isObject(doc) && Array.isArray(doc[list]) ? doc[list] : []);
  const fragmentEnv = { file, change, setNotice };
  /** A list's new order (from the outline or the page), one undo step, `select` selected after. */
  const setSections = (list: ListName, next: Json[], select?: number) => {
    change([list], next.length || list === 'sections' ? next : undefined);
    setSelected(select === undefined ? undefined : { list, index: select });
  };

  // Another section's fields start at their top, and its entry in the outline is in view (a section
  // just added lands at the end of a long list). A field asked for (wanted) scrolls after this.
  useEffect(() => {
    if (!selected) return;
    document.querySelector('.fields')?.scrollTo({ top: 0 });
    document.querySelector('.outline [aria-current="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  /** While the author types on the page, nothing else takes the focus. */
  const typingOnPage = useRef(false);
  useEffect(() => {
    if (!wanted || typingOnPage.current) return;
    const field = fieldFor(wanted.pointer) ?? document.getElementById('fields-heading');
    if (!field) return;
    // Only the fields' own pane scrolls: the page beside it stays where the author clicked (the
    // second click of a double-click lands on the same words).
    field.focus({ preventScroll: true });
    const pane = field.closest('.fields') ?? field;
    const [at, within] = [field.getBoundingClientRect(), pane.getBoundingClientRect()];
    pane.scrollTop += at.top - within.top - (within.height - at.height) / 2;
  }, [wanted]);
  /** Selects the section of the value at `pointer` and focuses its field (or the section's heading). */
  const goTo = (pointer: string) => {
    setSelected(placeOf(pointer, doc, catalog.sections).section);
    setWanted({ pointer });
  };

  // Focus moves to the opened page, so keyboard and screen-reader users land in the editor.
  useEffect(() => document.getElementById('editor-heading')?.focus(), []);

  useEffect(
    () =>
      keysRoot.current
        ? listenForUndoKeys(keysRoot.current, (action) => (action === 'undo' ? undo() : redo()))
        : undefined,
    [undo, redo],
  );

  useEffect(() => {
    const noticeChange = (disk: OpenFile) => {
      setOnDisk(disk);
      setNotice(
        `${file} changed on disk. Save will not overwrite it: compare the two versions to keep yours, take the disk's or merge them.`,
      );
    };
    const compare = async () => {
      await saving.current;
      const onDisk = await get('file', { file });
      if (onDisk.version !== version.current) noticeChange(onDisk);
    };
    const listener = () => void compare();
    window.addEventListener('studio:files-changed', listener);
    return () => window.removeEventListener('studio:files-changed', listener);
  }, [file]);

  useEffect(() => {
    // An answer about a document since changed (an undo, then a redo while it was checked) would
    // draw that older page over the newer one: only the latest check's answer counts.
    let superseded = false;
    // Re-check shortly after the author stops typing, not on every key.
    const timer = setTimeout(() => {
      post('check', { file, document: asDocument(doc) }).then(
        (checked) => {
          if (superseded) return;
          setCheck(checked);
          setCheckedDoc(doc);
          // The page already drawn of this very document (back to it by undo or redo) stays.
          setPreview((previous) =>
            previous?.doc === doc ? previous : { version: checked.preview, doc },
          );
        },
        (e: Error) => superseded || setNotice(e.message),
      );
    }, 250);
    return () => {
      superseded = true;
      clearTimeout(timer);
    };
  }, [doc, file]);

  const save = async (document: Json = doc): Promise<boolean> => {
    try {
      const request = post('save', {
        file,
        version: version.current,
        document: asDocument(document),
      }).then((saved) => {
        version.current = saved.version;
        return saved;
      });
      saving.current = request.catch(() => undefined);
      const saved = await request;
      markSaved(document);
      base.current = document;
      setOnDisk(undefined);
      setCheck(saved);
      const words = saved.changed
        ? `Saved ${name}.`
        : 'Nothing to save: the file already says this.';
      savedNotice.current = words;
      setNotice(words);
      onSaved();
      return true;
    } catch (failure) {
      setNotice(
        `${(failure as Error).message} Your edits are still here; compare them with the file's version to keep, drop or merge them.`,
      );
      void get('file', { file }).then(
        (disk) => (disk.version === version.current ? undefined : setOnDisk(disk)),
        () => undefined,
      );
      return false;
    }
  };
  /** Ends a comparison: the disk's version becomes the one saves start from, then `next` is kept. */
  const resolve = async (disk: OpenFile, next: Json, andSave: boolean) => {
    // A file behind the content model is shown migrated, but what is on disk is the old version.
    const diskDoc = JSON.parse(disk.migration?.onDisk ?? disk.text) as Json;
    setComparing(undefined);
    setOnDisk(undefined);
    version.current = disk.version;
    base.current = diskDoc;
    markSaved(diskDoc);
    // One undo step, so taking the disk's version never loses the author's edits for good.
    if (JSON.stringify(next) !== JSON.stringify(doc)) change([], next);
    // Once the dialog has closed (and handed focus back), the author lands on the page again.
    setTimeout(() => document.getElementById('editor-heading')?.focus());
    if (andSave) await save(next);
    else setNotice(`Loaded the disk's version of ${file}. Undo brings your edits back.`);
  };
  const compareWithDisk = (disk: OpenFile) =>
    setComparing(differences(doc, JSON.parse(disk.text) as Json, base.current));

  useImperativeHandle(ref, () => ({ hasUnsavedEdits: () => unsaved, save: () => save() }));

  const publish = async () => {
    const published = setAt(doc, ['draft'], undefined);
    const result = await post('check', { file, document: asDocument(published) });
    if (!result.wouldBuild) {
      setCheck(result);
      setNotice(
        'Not published: the build would reject the page without "draft". Fix the errors shown first.',
      );
      return;
    }
    change(['draft'], undefined);
    await save(published);
  };

  const selectedSection = selected && listOf(selected.list)[selected.index];
  const sectionType = catalog.sections.find(
    (t) => isObject(selectedSection) && t.type === selectedSection.type,
  );
  const env = useMemo(
    () => ({ problems: check.problems, images: catalog.images, routes: catalog.routes, change }),
    [check.problems, catalog.images, catalog.routes, change],
  );
  const route = isObject(doc) && typeof doc.path === 'string' ? doc.path : undefined;

  return (
    <FieldContext.Provider value={env}>
      <h2 id="editor-heading" tabIndex={-1}>
        {name} <span className="heading-file">{file}</span>
        {unsaved && <span className="badge">unsaved changes</span>}
      </h2>
      <StatusBar
        check={check}
        notice={notice}
        isDraft={isObject(doc) && doc.draft === true}
        history={history}
        onSave={() => void save()}
        onPublish={() => void publish()}
        placeOf={(pointer) => placeOf(pointer, doc, catalog.sections).words}
        onProblem={(problem: Problem) => goTo(problem.pointer)}
        isStale={(problem: Problem) =>
          JSON.stringify(valueAt(doc, problem.pointer)) !==
          JSON.stringify(valueAt(checkedDoc, problem.pointer))
        }
      />
      {onDisk && (
        <p className="conflict-bar">
          <button type="button" onClick={() => compareWithDisk(onDisk)}>
            Compare with the disk&apos;s version…
          </button>
        </p>
      )}
      {onDisk && comparing && (
        <ConflictDialog
          file={file}
          diffs={comparing}
          placeOf={(pointer) => placeOf(pointer, doc, catalog.sections).words}
          onKeepMine={() => void resolve(onDisk, doc, true)}
          onTakeDisk={() => void resolve(onDisk, JSON.parse(onDisk.text) as Json, false)}
          onMerge={(takeMine) =>
            void resolve(onDisk, merged(JSON.parse(onDisk.text) as Json, comparing, takeMine), true)
          }
          onLater={() => setComparing(undefined)}
        />
      )}
      <div className="editor" ref={keysRoot}>
        <div className="outlines">
          {LISTS.map(({ list, heading }) => (
            <Outline
              key={list}
              list={list}
              heading={heading}
              sections={listOf(list)}
              types={list === 'sidebar' ? catalog.sections.filter(forSidebar) : catalog.sections}
              selected={selected?.list === list ? selected.index : undefined}
              onSelect={(index) => setSelected({ list, index })}
              onSections={(next, select) => setSections(list, next, select)}
              onShare={(index, name) =>
                void shareSection(fragmentEnv, [list, index], listOf(list)[index]!, name)
              }
              onInline={(index) =>
                void writeOutReference(fragmentEnv, [list, index], listOf(list)[index]!)
              }
            />
          ))}
        </div>
        <Preview
          route={route}
          file={file}
          version={preview?.version}
          current={preview?.doc === doc}
          selected={selected && pointerOf([selected.list, selected.index])}
          moveName={(pointer) => {
            const { section } = placeOf(pointer, doc, catalog.sections);
            return section
              ? moveName(
                  section.list,
                  listOf(section.list)[section.index] ?? null,
                  catalog.sections,
                )
              : 'Move section';
          }}
          onMove={(list, from, to) => {
            const next = moved(listOf(list), from, to);
            if (next) setSections(list, next, to);
          }}
          onSelect={goTo}
          edits={{
            ...canvasEdits({ doc, catalog, change }),
            onStart: (pointer) => {
              typingOnPage.current = true;
              setSelected(placeOf(pointer, doc, catalog.sections).section);
            },
            onEnd: () => (typingOnPage.current = false),
          }}
        />
        <section className="fields" aria-labelledby="fields-heading">
          <h2 id="fields-heading" tabIndex={-1}>
            {selected === undefined
              ? 'Page settings'
              : `${selected.list === 'sidebar' ? 'Sidebar section' : 'Section'} ${selected.index + 1}: ${sectionType ? sectionName(sectionType.title) : 'shared section'}`}
          </h2>
          {selected !== undefined && (
            <button type="button" onClick={() => setSelected(undefined)}>
              Show page settings
            </button>
          )}
          {selected === undefined ? (
            <ObjectFields schema={catalog.page} value={doc} path={[]} />
          ) : sectionType ? (
            <ObjectFields
              schema={sectionType.schema as Schema}
              value={selectedSection}
              path={[selected.list, selected.index]}
            />
          ) : (
            <p>This section is a fragment reference; edit it in its fragment file.</p>
          )}
        </section>
      </div>
      <datalist id="studio-images">
        {catalog.images.map((image) => (
          <option key={image} value={image} />
        ))}
      </datalist>
      <datalist id="studio-routes">
        {catalog.routes.map((link) => (
          <option key={link.route} value={link.route} label={link.name} />
        ))}
      </datalist>
    </FieldContext.Provider>
  );
}
