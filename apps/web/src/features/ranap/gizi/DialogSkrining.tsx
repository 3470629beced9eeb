import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  asuhanGiziApi,
  BUTIR_STRONGKIDS,
  type ButirStrongkids,
  type JenisSkriningGizi,
  LABEL_TINGKAT_RISIKO_GIZI,
  PENURUNAN_BB_MST,
  type PenurunanBbMst,
  skorSkriningGizi,
} from '@rawat/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { panggil } from '../../../api/kontrak.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { segarkanGizi } from './asuhan-gizi.api.ts';

const OPSI_BB = Object.keys(PENURUNAN_BB_MST) as PenurunanBbMst[];

/** A Ya/Tidak question as two radios; null until answered. */
function YaTidak({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: boolean | null;
  onChange: (v: boolean) => void;
  error?: string | undefined;
}) {
  return (
    <Box>
      <FormLabel required sx={{ color: 'text.primary' }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-label={label}
        value={value === null ? '' : value ? 'ya' : 'tidak'}
        onChange={(e) => onChange(e.target.value === 'ya')}
      >
        <FormControlLabel value="ya" control={<Radio />} label="Ya" />
        <FormControlLabel value="tidak" control={<Radio />} label="Tidak" />
      </RadioGroup>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

/**
 * Nutrition screening on admission: MST for adults, STRONGkids for children, picked by the
 * patient's age (the server refuses the other). The score shown is the domain's, the one stored.
 */
export function DialogSkrining({
  layananUid,
  namaPasien,
  umur,
  alat,
  onClose,
}: {
  layananUid: string;
  namaPasien: string;
  umur: string;
  alat: JenisSkriningGizi;
  onClose: () => void;
}) {
  const toast = useToast();
  const [bb, setBb] = useState<PenurunanBbMst | ''>('');
  const [asupan, setAsupan] = useState<boolean | null>(null);
  const [anak, setAnak] = useState<Record<ButirStrongkids, boolean | null>>({
    klinis_kurang_gizi: null,
    penyakit_risiko_tinggi: null,
    asupan_kehilangan: null,
    bb_turun: null,
  });
  const [catatan, setCatatan] = useState('');
  const [galat, setGalat] = useState<Record<string, string>>({});
  const [umum, setUmum] = useState<string | null>(null);

  const mst = alat === 'SKRINING_MST';
  const hasil = mst
    ? bb && asupan !== null
      ? skorSkriningGizi('SKRINING_MST', { penurunan_bb: bb, asupan_berkurang: asupan })
      : null
    : Object.values(anak).every((v) => v !== null)
      ? skorSkriningGizi('SKRINING_STRONGKIDS', {
          klinis_kurang_gizi: !!anak.klinis_kurang_gizi,
          penyakit_risiko_tinggi: !!anak.penyakit_risiko_tinggi,
          asupan_kehilangan: !!anak.asupan_kehilangan,
          bb_turun: !!anak.bb_turun,
        })
      : null;

  const simpan = useMutation({
    mutationFn: () =>
      panggil(asuhanGiziApi.skrining, {
        params: { layanan_uid: layananUid },
        body: {
          jenis: alat,
          isi: mst ? { penurunan_bb: bb || null, asupan_berkurang: asupan, catatan } : { ...anak, catatan },
        },
      }),
    onSuccess: async () => {
      toast.success('Skrining gizi tersimpan');
      await segarkanGizi();
      onClose();
    },
    onError: (e) => {
      if (e instanceof ApiError && e.errors.length) {
        setGalat(Object.fromEntries(e.errors.map((x) => [x.path.replace(/^isi\./, ''), x.message])));
        setUmum(null);
      } else setUmum(pesanError(e));
    },
  });

  return (
    <Dialog open onClose={simpan.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>
        {mst ? 'Skrining Gizi (MST)' : 'Skrining Gizi Anak (STRONGkids)'} – {namaPasien}
      </DialogTitle>
      <DialogContent>
        <Box
          component="form"
          aria-label="Skrining gizi"
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            simpan.mutate();
          }}
        >
          <Typography variant="body2" color="text.secondary">
            Umur {umur}: {mst ? 'dewasa, Malnutrition Screening Tool' : 'anak, STRONGkids'}.
          </Typography>
          {umum && <Alert severity="error">{umum}</Alert>}
          {mst ? (
            <>
              <Box>
                <FormLabel required sx={{ color: 'text.primary' }}>
                  1. Apakah berat badan turun tanpa disengaja dalam 6 bulan terakhir?
                </FormLabel>
                <RadioGroup
                  aria-label="Penurunan berat badan"
                  value={bb}
                  onChange={(e) => setBb(e.target.value as PenurunanBbMst)}
                >
                  {OPSI_BB.map((o) => (
                    <FormControlLabel
                      key={o}
                      value={o}
                      control={<Radio size="small" />}
                      label={`${o} (${PENURUNAN_BB_MST[o]})`}
                    />
                  ))}
                </RadioGroup>
                {galat.penurunan_bb && <FormHelperText error>{galat.penurunan_bb}</FormHelperText>}
              </Box>
              <YaTidak
                label="2. Apakah asupan makan berkurang karena nafsu makan menurun?"
                value={asupan}
                onChange={setAsupan}
                error={galat.asupan_berkurang}
              />
            </>
          ) : (
            BUTIR_STRONGKIDS.map((b, i) => (
              <YaTidak
                key={b.kunci}
                label={`${i + 1}. ${b.label} (${b.poin})`}
                value={anak[b.kunci]}
                onChange={(v) => setAnak((a) => ({ ...a, [b.kunci]: v }))}
                error={galat[b.kunci]}
              />
            ))
          )}
          <TextInput label="Catatan" value={catatan} onChange={setCatatan} error={galat.catatan} />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} aria-live="polite">
            <Typography variant="body2">Hasil:</Typography>
            {hasil ? (
              <Chip
                color={hasil.berisiko ? 'error' : 'success'}
                label={`Skor ${hasil.skor} – ${LABEL_TINGKAT_RISIKO_GIZI[hasil.tingkat]}`}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                jawab semua pertanyaan
              </Typography>
            )}
          </Box>
          {hasil?.berisiko && (
            <Alert severity="warning">Pasien berisiko malnutrisi: ditandai untuk asesmen ahli gizi.</Alert>
          )}
          <button type="submit" hidden />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={simpan.isPending}>
          Batal
        </Button>
        <Button variant="contained" onClick={() => simpan.mutate()} disabled={simpan.isPending}>
          Simpan Skrining
        </Button>
      </DialogActions>
    </Dialog>
  );
}
