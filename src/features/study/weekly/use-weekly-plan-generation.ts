// Generating a plan from a form, for the Generate and Edit modals: the model's text as it streams in,
// whether the device wrote the plan instead (and why), and a refusal or local failure to show.
import { useCallback, useEffect, useRef, useState } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import { GenerateRefusedError } from '../../../data/study/weekly-plan-api';
import type { GenerateResult, WeeklyPlanForm } from '../../../data/study/weekly-plan-actions';

export interface PlanGeneration {
  running: boolean;
  /** The text streamed so far (online, with a model or the server's generator). */
  text: string;
  problem: string | null;
  /** Resolves with the result, or null when it failed (then `problem` says why). */
  /** `weekOf`: the Monday of the plan's week (the default week when absent). */
  run(form: WeeklyPlanForm, replacing?: string, weekOf?: string): Promise<GenerateResult | null>;
}

export function usePlanGeneration(): PlanGeneration {
  const [running, setRunning] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const run = useCallback(async (form: WeeklyPlanForm, replacing?: string, weekOf?: string) => {
    const weekly = activeUserData().weekly;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    setText('');
    setProblem(null);
    const options = { signal: controller.signal, onText: (piece: string) => setText((current) => current + piece), ...(weekOf ? { weekOf } : {}) };
    try {
      return replacing ? await weekly.regenerate(replacing, form, options) : await weekly.generate(form, options);
    } catch (error) {
      if (controller.signal.aborted) return null;
      console.error('Generating the weekly plan failed', error);
      setProblem(error instanceof GenerateRefusedError ? error.detail : 'The plan could not be saved on this device. Try again.');
      return null;
    } finally {
      if (abort.current === controller) setRunning(false);
    }
  }, []);

  return { running, text, problem, run };
}
