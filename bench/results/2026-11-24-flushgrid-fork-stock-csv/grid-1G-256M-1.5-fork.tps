sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1329.63 qps: 8002.74 (r/w/o: 0.00/5335.49/2667.25) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1687.13 qps: 10128.77 (r/w/o: 0.00/6754.51/3374.26) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1605.97 qps: 9639.80 (r/w/o: 0.00/6428.87/3210.93) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1685.77 qps: 10108.62 (r/w/o: 0.00/6736.08/3372.54) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1854.93 qps: 11122.55 (r/w/o: 0.00/7412.70/3709.85) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1759.21 qps: 10565.28 (r/w/o: 0.00/7046.85/3518.43) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1959.47 qps: 11764.83 (r/w/o: 0.00/7845.89/3918.94) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 2218.26 qps: 13308.55 (r/w/o: 0.00/8872.04/4436.52) lat (ms,95%): 6.43 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1887.52 qps: 11311.13 (r/w/o: 0.00/7537.09/3774.04) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 2423.81 qps: 14537.84 (r/w/o: 0.00/9689.23/4848.61) lat (ms,95%): 5.18 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1736.47 qps: 10423.84 (r/w/o: 0.00/6953.89/3469.95) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1824.76 qps: 10952.56 (r/w/o: 0.00/7300.04/3652.52) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1607.04 qps: 9633.21 (r/w/o: 0.00/6421.14/3212.07) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1808.05 qps: 10848.32 (r/w/o: 0.00/7232.22/3616.11) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 2033.20 qps: 12211.20 (r/w/o: 0.00/8142.80/4068.40) lat (ms,95%): 5.77 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1585.51 qps: 9515.04 (r/w/o: 0.00/6345.03/3170.02) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 2114.55 qps: 12674.30 (r/w/o: 0.00/8444.20/4230.10) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1988.70 qps: 11946.20 (r/w/o: 0.00/7968.80/3977.40) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1970.00 qps: 11821.02 (r/w/o: 0.00/7881.01/3940.01) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1490.83 qps: 8943.00 (r/w/o: 0.00/5961.33/2981.67) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1795.77 qps: 10760.60 (r/w/o: 0.00/7170.06/3590.54) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1913.53 qps: 11488.20 (r/w/o: 0.00/7660.13/3828.07) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1889.88 qps: 11342.27 (r/w/o: 0.00/7562.51/3779.76) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1936.53 qps: 11627.16 (r/w/o: 0.00/7754.11/3873.06) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1731.46 qps: 10386.79 (r/w/o: 0.00/6923.86/3462.93) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1893.65 qps: 11365.88 (r/w/o: 0.00/7578.59/3787.29) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 2107.87 qps: 12647.24 (r/w/o: 0.00/8431.49/4215.75) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 2003.16 qps: 12007.97 (r/w/o: 0.00/8002.65/4005.32) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 2022.47 qps: 12136.83 (r/w/o: 0.00/8090.89/4045.94) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1780.92 qps: 10690.55 (r/w/o: 0.00/7128.71/3561.85) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1818.02 qps: 10909.11 (r/w/o: 0.00/7273.08/3636.04) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 2090.20 qps: 12533.22 (r/w/o: 0.00/8353.81/4179.41) lat (ms,95%): 6.21 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1602.88 qps: 9624.30 (r/w/o: 0.00/6417.53/3206.77) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1642.96 qps: 9841.77 (r/w/o: 0.00/6555.85/3285.92) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1726.87 qps: 10379.22 (r/w/o: 0.00/6925.48/3453.74) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1579.81 qps: 9480.85 (r/w/o: 0.00/6321.23/3159.62) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1775.73 qps: 10626.37 (r/w/o: 0.00/7074.91/3551.45) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1660.61 qps: 9975.64 (r/w/o: 0.00/6654.42/3321.21) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1532.90 qps: 9204.40 (r/w/o: 0.00/6138.60/3065.80) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1631.30 qps: 9795.78 (r/w/o: 0.00/6533.18/3262.59) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1932.88 qps: 11579.30 (r/w/o: 0.00/7713.53/3865.77) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1714.85 qps: 10288.11 (r/w/o: 0.00/6858.41/3429.70) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1776.53 qps: 10674.15 (r/w/o: 0.00/7122.10/3552.05) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1744.19 qps: 10456.15 (r/w/o: 0.00/6966.76/3489.38) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1703.14 qps: 10217.83 (r/w/o: 0.00/6814.55/3403.28) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           326348
        other:                           163174
        total:                           489522
    transactions:                        81587  (1812.82 per sec.)
    queries:                             489522 (10876.95 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0050s
    total number of events:              81587

Latency (ms):
         min:                                    0.45
         avg:                                    4.41
         max:                                   52.46
         95th percentile:                        8.13
         sum:                               359781.70

Threads fairness:
    events (avg/stddev):           10198.3750/20.24
    execution time (avg/stddev):   44.9727/0.00

