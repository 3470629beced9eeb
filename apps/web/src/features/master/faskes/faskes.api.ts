import { faskesApi, type LogoFaskes } from '@rawat/domain';
import { useMutation } from '@tanstack/react-query';
import { panggil, urlKontrak } from '../../../api/kontrak.ts';
import { segarkanMaster } from '../../../api/master.ts';

const segarkan = () => segarkanMaster(faskesApi);

/** PUT /master/faskes/:uid/gunakan: the profile whose letterhead every document prints. */
export function useGunakanFaskes() {
  return useMutation({
    mutationFn: (uid: string) => panggil(faskesApi.gunakan, { params: { uid } }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

/** Upload (as a data URL) or remove a profile's logo. */
export function useLogoFaskes() {
  const pasang = useMutation({
    mutationFn: ({ uid, berkas }: { uid: string; berkas: string }) =>
      panggil(faskesApi.pasangLogo, { params: { uid }, body: { berkas } }).then((r) => r.respon),
    onSuccess: segarkan,
  });
  const hapus = useMutation({
    mutationFn: (uid: string) => panggil(faskesApi.hapusLogo, { params: { uid } }).then((r) => r.respon),
    onSuccess: segarkan,
  });
  return { pasang, hapus };
}

/** The sample letter with a profile's letterhead (shown in the PDF viewer). */
export function urlPratinjauKop(uid: string): string {
  return urlKontrak(faskesApi.kop, { params: { uid } });
}

/**
 * A profile's logo for an <img>, with the version the server put in the logo's url (`?v=`), so the
 * browser may keep it until the logo changes; the API base is the web's own.
 */
export function urlLogo(uid: string, logo: LogoFaskes): string {
  const v = new URL(logo.url, window.location.origin).searchParams.get('v') ?? undefined;
  return urlKontrak(faskesApi.logo, { params: { uid }, query: { v } });
}
