import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type AsesmenGizi,
  can,
  DEFINISI_ASESMEN,
  formatTanggalJam,
  LABEL_RUTE_GIZI,
  LABEL_TINGKAT_RISIKO_GIZI,
  type TingkatRisikoGizi,
} from '@rawat/domain';
import { useState } from 'react';
import { useSession } from '../../../shell/session.tsx';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { useGiziPerawatan } from './asuhan-gizi.api.ts';
import { DialogAdime } from './DialogAdime.tsx';
import { DialogSkrining } from './DialogSkrining.tsx';

interface HasilTersimpan {
  skor: number;
  tingkat: TingkatRisikoGizi;
  berisiko: boolean;
}

/** The "Gizi" tab of the stay's dashboard: screenings (newest first) and the nutritionist's ADIME. */
export function PanelGizi({
  layananUid,
  namaPasien,
  dirawat,
}: {
  layananUid: string;
  namaPasien: string;
  dirawat: boolean;
}) {
  const { user } = useSession();
  const gizi = useGiziPerawatan(layananUid);
  const [buka, setBuka] = useState<'skrining' | 'adime' | null>(null);
  const bolehSkrining =
    dirawat && (can(user?.role, 'ranap.gizi.asesmen:write') || can(user?.role, 'asesmen.keperawatan:write'));
  const bolehAdime = dirawat && can(user?.role, 'ranap.gizi.asesmen:write');

  if (gizi.isError) return <GagalMuat error={gizi.error} onRetry={() => gizi.refetch()} />;
  if (!gizi.data) return <Skeleton variant="rounded" height={160} />;
  const g = gizi.data;
  const adime = (g.adime?.isi as AsesmenGizi | undefined) ?? null;

  return (
    <Stack sx={{ gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            Skrining gizi ({g.alat === 'SKRINING_MST' ? 'MST' : 'STRONGkids'})
          </Typography>
          {bolehSkrining && (
            <Button variant="contained" onClick={() => setBuka('skrining')}>
              {g.skrining.length ? 'Skrining Ulang' : 'Skrining Gizi'}
            </Button>
          )}
        </Stack>
        {g.skrining.length === 0 && <Alert severity="warning">Pasien belum diskrining gizi.</Alert>}
        {g.skrining.map((s) => {
          const h = s.isi as unknown as HasilTersimpan;
          return (
            <Box
              key={s.uid}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.5, flexWrap: 'wrap' }}
            >
              <Chip
                size="small"
                color={h.berisiko ? 'warning' : 'success'}
                label={`Skor ${h.skor} · ${LABEL_TINGKAT_RISIKO_GIZI[h.tingkat]}`}
              />
              <Typography variant="body2">
                {DEFINISI_ASESMEN[s.jenis].label} · {formatTanggalJam(s.waktu)} · {s.nama_penulis}
              </Typography>
            </Box>
          );
        })}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            Asesmen gizi (ADIME)
          </Typography>
          {bolehAdime && (
            <Button variant="contained" onClick={() => setBuka('adime')}>
              {adime ? 'Ubah ADIME' : 'Isi ADIME'}
            </Button>
          )}
        </Stack>
        {!adime || !g.adime ? (
          <Typography variant="body2" color="text.secondary">
            Belum ada asesmen gizi.
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              {g.adime.nama_penulis} · diperbarui {formatTanggalJam(g.adime.updated_at)}
            </Typography>
            <Typography variant="body2">
              <b>A:</b> BB {adime.antropometri.berat_badan ?? '—'} kg, TB{' '}
              {adime.antropometri.tinggi_badan ?? '—'} cm
              {adime.antropometri.imt != null
                ? `, IMT ${String(adime.antropometri.imt).replace('.', ',')} (${adime.antropometri.kategori_imt})`
                : ''}
              {adime.biokimia ? ` · Biokimia: ${adime.biokimia}` : ''}
              {adime.klinis ? ` · Klinis: ${adime.klinis}` : ''}
              {adime.riwayat_makan ? ` · Riwayat makan: ${adime.riwayat_makan}` : ''}
            </Typography>
            {adime.diagnosis.map((d) => (
              <Typography key={`${d.problem}-${d.etiologi}`} variant="body2">
                <b>D:</b> {d.problem} berkaitan dengan {d.etiologi} ditandai dengan {d.gejala}
              </Typography>
            ))}
            <Typography variant="body2">
              <b>I:</b> {adime.intervensi.diet}, energi {adime.intervensi.energi_kkal} kkal, protein{' '}
              {String(adime.intervensi.protein_g).replace('.', ',')} g,{' '}
              {LABEL_RUTE_GIZI[adime.intervensi.rute]}, {adime.intervensi.frekuensi}
              {adime.intervensi.edukasi ? ` · Edukasi: ${adime.intervensi.edukasi}` : ''}
            </Typography>
            <Typography variant="body2">
              <b>ME:</b> {adime.monitoring}
            </Typography>
          </Box>
        )}
      </Paper>
      {buka === 'skrining' && (
        <DialogSkrining
          layananUid={layananUid}
          namaPasien={namaPasien}
          umur={g.umur}
          alat={g.alat}
          onClose={() => setBuka(null)}
        />
      )}
      {buka === 'adime' && (
        <DialogAdime
          layananUid={layananUid}
          namaPasien={namaPasien}
          awal={adime}
          onClose={() => setBuka(null)}
        />
      )}
    </Stack>
  );
}
