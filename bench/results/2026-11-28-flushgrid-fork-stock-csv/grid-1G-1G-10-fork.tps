sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1820.08 qps: 10956.20 (r/w/o: 0.00/7308.11/3648.10) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1848.74 qps: 11086.38 (r/w/o: 0.00/7388.91/3697.47) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1635.73 qps: 9814.39 (r/w/o: 0.00/6543.92/3270.47) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1854.99 qps: 11132.95 (r/w/o: 0.00/7421.97/3710.98) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1649.65 qps: 9904.90 (r/w/o: 0.00/6605.60/3299.30) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1585.12 qps: 9487.82 (r/w/o: 0.00/6317.59/3170.23) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1696.46 qps: 10201.88 (r/w/o: 0.00/6808.96/3392.92) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1712.83 qps: 10266.98 (r/w/o: 0.00/6841.32/3425.66) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1734.12 qps: 10414.70 (r/w/o: 0.00/6946.45/3468.25) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1880.65 qps: 11283.92 (r/w/o: 0.00/7522.62/3761.31) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1813.92 qps: 10879.51 (r/w/o: 0.00/7251.67/3627.84) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1932.26 qps: 11597.57 (r/w/o: 0.00/7733.05/3864.52) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1876.81 qps: 11260.89 (r/w/o: 0.00/7507.26/3753.63) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1795.43 qps: 10768.60 (r/w/o: 0.00/7177.73/3590.87) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1866.30 qps: 11194.76 (r/w/o: 0.00/7462.17/3732.59) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1835.93 qps: 11006.60 (r/w/o: 0.00/7334.75/3671.85) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1539.12 qps: 9242.74 (r/w/o: 0.00/6164.50/3078.24) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1619.19 qps: 9718.16 (r/w/o: 0.00/6480.77/3237.39) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1892.27 qps: 11356.66 (r/w/o: 0.00/7571.11/3785.55) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 2154.52 qps: 12927.11 (r/w/o: 0.00/8618.07/4309.04) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1904.33 qps: 11408.09 (r/w/o: 0.00/7600.42/3807.67) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1948.96 qps: 11713.89 (r/w/o: 0.00/7814.95/3898.93) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1818.27 qps: 10909.63 (r/w/o: 0.00/7273.09/3636.54) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1718.36 qps: 10297.23 (r/w/o: 0.00/6860.51/3436.72) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1941.39 qps: 11660.33 (r/w/o: 0.00/7777.55/3882.77) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 2053.25 qps: 12320.47 (r/w/o: 0.00/8213.98/4106.49) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1985.52 qps: 11903.06 (r/w/o: 0.00/7932.02/3971.04) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1887.76 qps: 11325.59 (r/w/o: 0.00/7551.06/3774.54) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1963.04 qps: 11779.26 (r/w/o: 0.00/7853.17/3926.09) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 2075.00 qps: 12449.97 (r/w/o: 0.00/8299.98/4149.99) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1901.22 qps: 11417.31 (r/w/o: 0.00/7613.87/3803.44) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1808.61 qps: 10849.63 (r/w/o: 0.00/7232.42/3617.21) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1802.66 qps: 10805.01 (r/w/o: 0.00/7199.69/3605.32) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1840.47 qps: 11046.82 (r/w/o: 0.00/7365.89/3680.93) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 2074.66 qps: 12452.95 (r/w/o: 0.00/8303.62/4149.32) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1798.82 qps: 10794.91 (r/w/o: 0.00/7197.28/3597.63) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1836.13 qps: 11018.79 (r/w/o: 0.00/7346.53/3672.26) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1653.31 qps: 9895.99 (r/w/o: 0.00/6590.36/3305.63) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1687.83 qps: 10136.02 (r/w/o: 0.00/6760.36/3375.66) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1761.51 qps: 10580.01 (r/w/o: 0.00/7055.99/3524.02) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1449.64 qps: 8698.85 (r/w/o: 0.00/5799.57/2899.28) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1672.36 qps: 10015.04 (r/w/o: 0.00/6671.33/3343.71) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1711.16 qps: 10277.98 (r/w/o: 0.00/6854.66/3423.33) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1741.93 qps: 10462.60 (r/w/o: 0.00/6978.74/3483.87) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1913.90 qps: 11472.38 (r/w/o: 0.00/7645.59/3826.79) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           326812
        other:                           163406
        total:                           490218
    transactions:                        81703  (1815.10 per sec.)
    queries:                             490218 (10890.57 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0126s
    total number of events:              81703

Latency (ms):
         min:                                    0.78
         avg:                                    4.40
         max:                                   28.97
         95th percentile:                        9.73
         sum:                               359753.54

Threads fairness:
    events (avg/stddev):           10212.8750/16.45
    execution time (avg/stddev):   44.9692/0.00

