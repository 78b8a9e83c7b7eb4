/** The parts of wink-naive-bayes-text-classifier's API the assistant uses (the package ships no types). */
declare module 'wink-naive-bayes-text-classifier' {
  interface NaiveBayesTextClassifier {
    definePrepTasks(tasks: ((input: string) => string[])[]): number;
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    learn(input: string, label: string): boolean;
    consolidate(): boolean;
    /** The log2 odds of each label against the rest, best first. */
    computeOdds(input: string): [string, number][];
    predict(input: string): string;
    exportJSON(): string;
    importJSON(json: string): boolean;
    reset(): boolean;
  }
  function naiveBayesTextClassifier(): NaiveBayesTextClassifier;
  export default naiveBayesTextClassifier;
}
