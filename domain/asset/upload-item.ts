/**
 * The temporary upload item of spec 1 §3 (tempAssetId, status, loaded, total, data {name, errors}, isLink):
 * what the upload screen shows, whether the read model answers it or a worker reports progress live.
 */
export interface UploadItem {
  tempAssetId: string;
  uid: string;
  status: string;
  loaded: number;
  total: number | null;
  data: { name: string; errors: string[] };
  isLink: boolean;
  /** The library asset the upload became: itself when DONE, the existing one when MERGED. */
  assetId: string | null;
  /** What the user is told beside the status: a merge's note, or why a failed upload failed. */
  message: string | null;
}
