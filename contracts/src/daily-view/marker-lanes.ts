/** A marker to place: its time as an x position and its drawn width, in the same units. */
export interface MarkerToPlace {
  x: number;
  width: number;
}

export interface LaneOptions {
  /** The drawable width: a marker near an edge is moved inside it. */
  bounds: number;
  /** The least space between two markers of one lane. */
  gap: number;
}

export type PlacedMarker<T extends MarkerToPlace> = T & {
  /** 0 is the lane nearest the glucose line. */
  lane: number;
  left: number;
};

const leftOf = (marker: MarkerToPlace, bounds: number) => Math.max(0, Math.min(marker.x - marker.width / 2, bounds - marker.width));

/**
 * Places markers centred on their times in the fewest lanes so that no two of one lane overlap:
 * in time order, each takes the first lane whose last marker ends (plus the gap) before it starts.
 * The web's daily chart and the PDF's daily pages both lay out carbs and boluses with it.
 */
export function layoutMarkerLanes<T extends MarkerToPlace>(markers: readonly T[], options: LaneOptions): PlacedMarker<T>[] {
  const laneEnds: number[] = [];
  const inTimeOrder = [...markers].sort((a, b) => a.x - b.x);
  return inTimeOrder.map((marker) => {
    const left = leftOf(marker, options.bounds);
    const free = laneEnds.findIndex((end) => end + options.gap <= left);
    const lane = free === -1 ? laneEnds.length : free;
    laneEnds[lane] = left + marker.width;
    return { ...marker, lane, left };
  });
}

/** How many lanes a layout uses. */
export const laneCount = (placed: readonly { lane: number }[]): number => placed.reduce((count, marker) => Math.max(count, marker.lane + 1), 0);
