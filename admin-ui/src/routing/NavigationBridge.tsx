import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setNavigator } from '../providers/navigation';

/** Hands the router's navigate function to code outside React (the HTTP client). */
export const NavigationBridge = () => {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
};
