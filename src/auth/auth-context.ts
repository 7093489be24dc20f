import { createContext } from 'react';
import type { AuthSession } from './auth-session';

export const AuthSessionContext = createContext<AuthSession | null>(null);
