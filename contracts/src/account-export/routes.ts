/** The media type FHIR defines for its JSON format (FHIR R4, http.html#mime-type). */
export const FHIR_JSON_CONTENT_TYPE = 'application/fhir+json';

/** `glyco-export-2024-03-08.zip`, `glyco-fhir-2024-03-08.json`: the day the file was made (UTC). */
export function accountExportFileName(kind: 'zip' | 'fhir', now: Date): string {
  const day = now.toISOString().slice(0, 10);
  return kind === 'zip' ? `glyco-export-${day}.zip` : `glyco-fhir-${day}.json`;
}

/** What the Profile page says about the export. */
export const ACCOUNT_EXPORT_TEXT = {
  title: 'Your data',
  explanation:
    'Download everything Glyco keeps about you: every reading, meal and dose, your profile, imports, activity history and ' +
    "your doctor's access log, as JSON and CSV files in one zip. The FHIR file is the same record in the format clinics' systems read.",
  zipButton: 'Download all my data',
  fhirButton: 'Download FHIR record',
  preparing: 'Preparing...',
  downloaded: (fileName: string) => `Downloaded: ${fileName}`,
} as const;
