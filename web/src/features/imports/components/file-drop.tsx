import { useId, useState, type DragEvent } from 'react';

interface FileDropProps {
  disabled: boolean;
  onFile: (file: File) => void;
}

/** A file picker that also takes a file dropped on it. */
export function FileDrop({ disabled, onFile }: FileDropProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  }

  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors ${
        dragging ? 'border-primary-dark bg-sky-50 dark:bg-slate-700' : 'border-slate-300 hover:border-primary-dark dark:border-slate-600'
      } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
    >
      <span aria-hidden="true" className="text-3xl">
        ⇪
      </span>
      <span className="font-medium">Drop your export here, or choose a file</span>
      <span className="text-sm text-slate-600 dark:text-slate-400">Dexcom Clarity or LibreView CSV, Nightscout JSON, or a Glyco CSV export or export zip</span>
      <input
        id={id}
        type="file"
        accept=".csv,.json,.txt,.zip,text/csv,application/json,application/zip"
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
    </label>
  );
}
