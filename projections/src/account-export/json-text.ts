/** A JSON array written one item a line as the items arrive, never held whole in memory. */
export async function* jsonArrayText(items: AsyncIterable<unknown>): AsyncGenerator<string> {
  let separator = '[\n';
  for await (const item of items) {
    yield `${separator}${JSON.stringify(item)}`;
    separator = ',\n';
  }
  yield separator === '[\n' ? '[]\n' : '\n]\n';
}
