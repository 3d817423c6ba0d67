sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1318.58 qps: 7947.32 (r/w/o: 0.00/5302.19/2645.12) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1388.39 qps: 8320.29 (r/w/o: 0.00/5544.52/2775.77) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1363.06 qps: 8192.35 (r/w/o: 0.00/5465.22/2727.12) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1535.66 qps: 9202.95 (r/w/o: 0.00/6131.63/3071.33) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1491.00 qps: 8954.96 (r/w/o: 0.00/5972.96/2982.00) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1406.98 qps: 8443.90 (r/w/o: 0.00/5629.94/2813.97) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1488.90 qps: 8925.40 (r/w/o: 0.00/5948.60/2976.80) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1875.85 qps: 11257.11 (r/w/o: 0.00/7504.41/3752.70) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 2024.31 qps: 12118.88 (r/w/o: 0.00/8073.25/4045.62) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1629.68 qps: 9808.11 (r/w/o: 0.00/6545.74/3262.37) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1904.91 qps: 11426.43 (r/w/o: 0.00/7616.62/3809.81) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1615.90 qps: 9701.43 (r/w/o: 0.00/6469.62/3231.81) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1607.10 qps: 9637.61 (r/w/o: 0.00/6424.41/3213.20) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1872.82 qps: 11237.92 (r/w/o: 0.00/7491.28/3746.64) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1859.98 qps: 11145.86 (r/w/o: 0.00/7425.91/3719.95) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1857.17 qps: 11158.01 (r/w/o: 0.00/7443.67/3714.33) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1846.88 qps: 11082.30 (r/w/o: 0.00/7388.53/3693.77) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1832.38 qps: 10987.28 (r/w/o: 0.00/7322.52/3664.76) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1682.50 qps: 10080.01 (r/w/o: 0.00/6718.01/3362.00) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1529.98 qps: 9202.89 (r/w/o: 0.00/6139.93/3062.96) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1520.91 qps: 9102.46 (r/w/o: 0.00/6062.64/3039.82) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1781.64 qps: 10702.82 (r/w/o: 0.00/7138.54/3564.27) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1673.74 qps: 10037.42 (r/w/o: 0.00/6688.95/3348.47) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1842.23 qps: 11060.36 (r/w/o: 0.00/7376.91/3683.45) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1666.79 qps: 10000.74 (r/w/o: 0.00/6666.16/3334.58) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 2022.30 qps: 12137.81 (r/w/o: 0.00/8094.21/4043.60) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 2197.87 qps: 13192.24 (r/w/o: 0.00/8795.49/4396.75) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1725.92 qps: 10349.53 (r/w/o: 0.00/6898.69/3450.84) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1729.54 qps: 10383.22 (r/w/o: 0.00/6923.15/3460.07) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 2017.62 qps: 12098.71 (r/w/o: 0.00/8063.47/4035.24) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1620.96 qps: 9727.74 (r/w/o: 0.00/6486.82/3240.91) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1865.31 qps: 11182.89 (r/w/o: 0.00/7451.26/3731.63) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1794.64 qps: 10781.85 (r/w/o: 0.00/7192.57/3589.28) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1831.35 qps: 10968.10 (r/w/o: 0.00/7305.40/3662.70) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1687.33 qps: 10137.98 (r/w/o: 0.00/6763.32/3374.66) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1386.48 qps: 8314.87 (r/w/o: 0.00/5541.91/2772.96) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1521.72 qps: 9138.31 (r/w/o: 0.00/6094.88/3043.44) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1889.56 qps: 11334.35 (r/w/o: 0.00/7555.23/3779.12) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1715.20 qps: 10293.18 (r/w/o: 0.00/6862.79/3430.39) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1475.27 qps: 8841.64 (r/w/o: 0.00/5891.09/2950.55) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1385.42 qps: 8301.54 (r/w/o: 0.00/5531.69/2769.84) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1308.57 qps: 7873.42 (r/w/o: 0.00/5255.28/2618.14) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1390.87 qps: 8341.22 (r/w/o: 0.00/5559.48/2781.74) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1306.28 qps: 7835.69 (r/w/o: 0.00/5223.13/2612.56) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1381.56 qps: 8297.39 (r/w/o: 0.00/5534.26/2763.13) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           299524
        other:                           149762
        total:                           449286
    transactions:                        74881  (1663.56 per sec.)
    queries:                             449286 (9981.39 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0119s
    total number of events:              74881

Latency (ms):
         min:                                    0.66
         avg:                                    4.81
         max:                                   78.16
         95th percentile:                        9.39
         sum:                               359809.82

Threads fairness:
    events (avg/stddev):           9360.1250/34.87
    execution time (avg/stddev):   44.9762/0.00

