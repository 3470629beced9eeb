import { pulangApi } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { pasangPembacaRanap } from '../../rekam-medis/resume.ranap.ts';
import { batalPulang } from './pulang.batal.ts';
import { catatanRanapResume } from './pulang.resume.ts';
import { ambilStatusPulang, perintahPulang } from './pulang.service.ts';

/**
 * Discharge (docs/ranap/pulang.md). The inpatient resume itself is the medical resume's routes
 * (/resume-medis/:layanan_uid, jenis RANAP); this area hands it the ward's notes for its proposal.
 */
export async function pulangRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;
  pasangPembacaRanap(catatanRanapResume);

  rute(app, pulangApi.baca, async (request) => ({
    respon: await ambilStatusPulang(db, ctxOf(request, deps), request.params.layanan_uid),
  }));

  rute(app, pulangApi.perintah, async (request) => ({
    respon: await perintahPulang(db, ctxOf(request, deps), request.params.layanan_uid, request.body),
  }));

  rute(app, pulangApi.batal, async (request) => ({
    respon: await batalPulang(db, ctxOf(request, deps), request.params.layanan_uid, request.body),
  }));
}
