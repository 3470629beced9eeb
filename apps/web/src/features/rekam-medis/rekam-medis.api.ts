import {
  type JenisLogPasien,
  type JenisResume,
  type Masukan,
  type ResumeMedis,
  resumeApi,
  rmApi,
} from '@rawat/domain';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { panggil, urlKontrak } from '../../api/kontrak.ts';
import { queryClient } from '../../api/query.ts';
import { kunciPelayanan } from '../pelayanan/pelayanan.api.ts';

const RESUME = resumeApi.daftar.path;
const kunciResume = (layananUid: string) => [RESUME, layananUid] as const;

/** The resume of a layanan: the saved one, or the server's proposal built from the chart. */
export function useResume(layananUid: string, jenis: JenisResume) {
  return useQuery({
    queryKey: [...kunciResume(layananUid), jenis],
    queryFn: () =>
      panggil(resumeApi.baca, { params: { layanan_uid: layananUid }, query: { jenis } }).then(
        (r) => r.respon,
      ),
    // The chart changes under a draft (a diagnosis added in another tab): read it fresh.
    staleTime: 0,
    retry: false,
  });
}

async function sesudahTulis(r: ResumeMedis) {
  queryClient.setQueryData([...kunciResume(r.layanan_uid), r.jenis], r);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: kunciPelayanan(r.layanan_uid) }),
    queryClient.invalidateQueries({
      queryKey: [RESUME],
      predicate: (q) => q.queryKey[1] !== r.layanan_uid,
    }),
  ]);
}

export function useSimpanResume(layananUid: string) {
  return useMutation({
    mutationFn: (body: Masukan<typeof resumeApi.simpan>['body']) =>
      panggil(resumeApi.simpan, { params: { layanan_uid: layananUid }, body }).then((r) => r.respon),
    onSuccess: sesudahTulis,
  });
}

export function useFinalkanResume(layananUid: string) {
  return useMutation({
    mutationFn: (jenis: JenisResume) =>
      panggil(resumeApi.final, { params: { layanan_uid: layananUid }, body: { jenis } }).then(
        (r) => r.respon,
      ),
    onSuccess: sesudahTulis,
  });
}

/** The PDF address for PdfViewerDialog; `v` makes a reprint after saving fetch anew. */
export function urlPdfResume(layananUid: string, jenis: JenisResume, v?: string | null): string {
  const url = urlKontrak(resumeApi.pdf, { params: { layanan_uid: layananUid }, query: { jenis } });
  return v ? `${url}&v=${encodeURIComponent(v)}` : url;
}

/** The record's header. Fetched once per opening: its reading is part of the audited access. */
export function useRmPasien(pasienUid: string | null) {
  return useQuery({
    queryKey: [rmApi.pasien.path, pasienUid],
    queryFn: () => panggil(rmApi.pasien, { params: { pasien_uid: pasienUid ?? '' } }).then((r) => r.respon),
    enabled: Boolean(pasienUid),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/**
 * The timeline, page by page with the server's cursor. The first page writes the access row of
 * the audit log on the server, so it is not refetched in the background.
 */
export function useTimeline(
  pasienUid: string | null,
  filter: { jenis: JenisLogPasien[]; layanan_uid: string | null },
) {
  return useInfiniteQuery({
    queryKey: [rmApi.timeline.path, pasienUid, filter.jenis.join(','), filter.layanan_uid],
    queryFn: ({ pageParam }) =>
      panggil(rmApi.timeline, {
        params: { pasien_uid: pasienUid ?? '' },
        query: {
          sebelum: pageParam,
          jenis: filter.jenis.join(',') || undefined,
          layanan_uid: filter.layanan_uid ?? undefined,
          limit: 30,
        },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.metadata.berikutnya ?? undefined,
    enabled: Boolean(pasienUid),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
