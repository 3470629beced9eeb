import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BAGIAN_CHECKLIST,
  type BagianChecklist,
  can,
  formatTanggalJam,
  ITEM_CHECKLIST,
  LABEL_BAGIAN_CHECKLIST,
  LABEL_JAWABAN_CHECKLIST,
  type OperasiDetail,
} from '@rawat/domain';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useSession } from '../../shell/session.tsx';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { useSimpanChecklist } from './operasi.api.ts';

/** Why a part cannot be filled yet, or null when it can. */
function alasanTerkunci(o: OperasiDetail, bagian: BagianChecklist): string | null {
  if (o.status === 'BATAL' || o.status === 'SELESAI') return 'Operasi sudah ditutup.';
  const i = BAGIAN_CHECKLIST.indexOf(bagian);
  const sebelum = i > 0 ? BAGIAN_CHECKLIST[i - 1] : undefined;
  if (sebelum && !o.checklist.some((c) => c.bagian === sebelum))
    return `Isi ${LABEL_BAGIAN_CHECKLIST[sebelum].split(' (')[0]} terlebih dahulu.`;
  if (bagian === 'SIGN_OUT' && o.status !== 'OPERASI') return 'Sign Out diisi setelah operasi dimulai.';
  return null;
}

function Bagian({ o, bagian, boleh }: { o: OperasiDetail; bagian: BagianChecklist; boleh: boolean }) {
  const toast = useToast();
  const simpan = useSimpanChecklist(o.uid);
  const tersimpan = o.checklist.find((c) => c.bagian === bagian);
  const [jawaban, setJawaban] = useState<Record<string, string>>({});
  const [catatan, setCatatan] = useState('');
  const [galat, setGalat] = useState<Record<string, string>>({});
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const terkunci = alasanTerkunci(o, bagian);
  const nonaktif = Boolean(tersimpan) || Boolean(terkunci) || !boleh;
  const judul = LABEL_BAGIAN_CHECKLIST[bagian];
  const nilai = (k: string) => tersimpan?.jawaban[k] ?? jawaban[k] ?? '';

  const kirim = async () => {
    setGalat({});
    setGalatUmum(null);
    try {
      await simpan.mutateAsync({ bagian, body: { jawaban, catatan: catatan || null } });
      toast.success(`${judul.split(' (')[0]} tersimpan`);
    } catch (e) {
      if (e instanceof ApiError && e.errors.length)
        setGalat(Object.fromEntries(e.errors.map((x) => [x.path.replace('jawaban.', ''), x.message])));
      setGalatUmum(pesanError(e));
    }
  };

  return (
    <Paper
      variant="outlined"
      role="region"
      sx={{ p: 2, mb: 2, opacity: terkunci && !tersimpan ? 0.7 : 1 }}
      aria-label={judul}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        {tersimpan ? <CheckCircleIcon color="success" /> : null}
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {judul}
        </Typography>
      </Box>
      {tersimpan ? (
        <Alert severity="success" sx={{ mb: 1 }}>
          Diisi oleh {tersimpan.oleh}, {formatTanggalJam(tersimpan.pada)}
        </Alert>
      ) : terkunci ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {terkunci}
        </Alert>
      ) : null}
      {ITEM_CHECKLIST[bagian].map((item) => (
        <Box key={item.kunci} sx={{ mb: 0.5 }}>
          {item.pilihan.length === 1 ? (
            <FormControlLabel
              disabled={nonaktif}
              control={
                <Checkbox
                  checked={nilai(item.kunci) === 'YA'}
                  onChange={(e) => setJawaban((j) => ({ ...j, [item.kunci]: e.target.checked ? 'YA' : '' }))}
                />
              }
              label={item.label}
            />
          ) : (
            <Box sx={{ pl: 1 }}>
              <Typography variant="body2">{item.label}</Typography>
              <RadioGroup
                row
                value={nilai(item.kunci)}
                onChange={(e) => setJawaban((j) => ({ ...j, [item.kunci]: e.target.value }))}
                aria-label={item.label}
              >
                {item.pilihan.map((p) => (
                  <FormControlLabel
                    key={p}
                    value={p}
                    disabled={nonaktif}
                    control={<Radio size="small" />}
                    label={LABEL_JAWABAN_CHECKLIST[p] ?? p}
                  />
                ))}
              </RadioGroup>
            </Box>
          )}
          {galat[item.kunci] ? (
            <Typography variant="caption" color="error" sx={{ pl: 4 }}>
              {galat[item.kunci]}
            </Typography>
          ) : null}
        </Box>
      ))}
      {tersimpan?.catatan ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Catatan: {tersimpan.catatan}
        </Typography>
      ) : null}
      {tersimpan || terkunci || !boleh ? null : (
        <>
          <TextField
            fullWidth
            size="small"
            label="Catatan (opsional)"
            value={catatan}
            onChange={(e) => setCatatan(e.target.value)}
            sx={{ mt: 1 }}
          />
          {galatUmum ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {galatUmum}
            </Alert>
          ) : null}
          <Button
            variant="contained"
            sx={{ mt: 1.5 }}
            disabled={simpan.isPending}
            onClick={() => void kirim()}
          >
            Simpan {judul.split(' (')[0]}
          </Button>
        </>
      )}
    </Paper>
  );
}

/** The WHO Surgical Safety Checklist: three parts, filled in order, each signed by who filled it. */
export function TabChecklist({ o }: { o: OperasiDetail }) {
  const { user } = useSession();
  const boleh = can(user?.role, 'operasi:write');
  return (
    <Box>
      {BAGIAN_CHECKLIST.map((b) => (
        <Bagian key={b} o={o} bagian={b} boleh={boleh} />
      ))}
    </Box>
  );
}
